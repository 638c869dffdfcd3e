/**
 * A stock record's watch: make and model as one isolated phrase, then its reference, which reads
 * left to right in Arabic too.
 */
export function ItemName({
  make,
  model,
  reference,
}: {
  make: string;
  model: string;
  reference: string | null;
}) {
  return (
    <>
      <bdi>{`${make} ${model}`}</bdi>
      {reference && (
        <>
          {" "}
          <bdi dir="ltr" className="text-muted-foreground">
            {reference}
          </bdi>
        </>
      )}
    </>
  );
}
