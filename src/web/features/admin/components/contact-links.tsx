const linkClass = "text-gold-dark underline underline-offset-4";

/** A shopper's name with their e-mail and phone as links staff can use straight away. */
export function ContactLinks({ name, email, phone }: { name: string; email: string; phone: string | null }) {
  return (
    <>
      <bdi>{name}</bdi>{" "}
      <a href={`mailto:${email}`} dir="ltr" className={linkClass}>
        {email}
      </a>
      {phone && (
        <>
          {" · "}
          <a href={`tel:${phone}`} dir="ltr" className={linkClass}>
            {phone}
          </a>
        </>
      )}
    </>
  );
}
