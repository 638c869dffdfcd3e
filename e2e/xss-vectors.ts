/**
 * XSS vectors for listing descriptions (issue 9, Security): generated combinatorially (tags ×
 * handlers, URL sinks × obfuscated schemes and data: documents) plus hand-written classics,
 * namespace confusions and mutation-XSS forms. Every payload calls `xss(<id>)` (or, in a few
 * classics, alert/confirm/prompt/print), so a page hook can count and name each execution. Used by
 * e2e/description-xss.spec.ts (Chromium, watch pages) and the sanitiser's unit test.
 */

export const vectorFamilies = [
  "event-handler",
  "javascript-url",
  "data-url",
  "svg-mathml",
  "srcdoc",
  "entity-encoded",
  "mutation",
  "classic",
] as const;
export type VectorFamily = (typeof vectorFamilies)[number];

export interface XssVector {
  id: number;
  family: VectorFamily;
  html: string;
}

/** A vector before it has an id: its HTML around the payload's JavaScript. */
type Template = (payload: string) => string;

/** Every character as a decimal character reference: `&#120;&#115;...`. */
const decimalEntities = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join("");
/** Every character as a zero-padded decimal reference without its semicolon: `&#0000120`. */
const paddedEntities = (text: string) =>
  [...text].map((c) => `&#${String(c.codePointAt(0)).padStart(7, "0")}`).join("");
const hexEntities = (text: string) => [...text].map((c) => `&#x${c.codePointAt(0)?.toString(16)};`).join("");
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

// ---------------------------------------------------------------------------------------------
// Event handlers: elements (allowed and not) × handlers, then the spellings of one attribute.

const handlerElements: [open: string, close: string][] = [
  ["<img src=x", ""],
  ["<p", "</p>"],
  ["<a href=#x", "</a>"],
  ["<h3", "</h3>"],
  ["<strong", "</strong>"],
  ["<li", "</li>"],
  ["<bdi", "</bdi>"],
  ["<div tabindex=0", "</div>"],
  ["<span", "</span>"],
  ["<svg", "</svg>"],
  ["<body", "</body>"],
  ["<input autofocus", ""],
  ["<details open", "</details>"],
  ["<video src=x", "</video>"],
  ["<iframe", "</iframe>"],
  ["<select autofocus", "</select>"],
  ["<textarea autofocus", "</textarea>"],
  ["<marquee", "</marquee>"],
  ["<button autofocus", "</button>"],
  ["<em style=animation-name:spin", "</em>"],
];

const handlerNames = [
  "onerror",
  "onload",
  "onmouseover",
  "onfocus",
  "onclick",
  "onanimationstart",
  "onpointerenter",
  "ontoggle",
];

const handlerTemplates: Template[] = handlerElements.flatMap(([open, close]) =>
  handlerNames.map((name) => (p: string) => `${open} ${name}="${p}">hover me${close}`),
);

/** The ways one `onerror` / `onmouseover` can be spelt so a naive filter misses it. */
const attributeSpellings: ((name: string, p: string) => string)[] = [
  (n, p) => ` ${n}=${p}`,
  (n, p) => ` ${n.toUpperCase()}="${p}"`,
  (n, p) => ` ${n[0]?.toUpperCase()}${n.slice(1)}='${p}'`,
  (n, p) => `/${n}=${p}`,
  (n, p) => ` ${n} = "${p}"`,
  (n, p) => `\n${n}\n=\n"${p}"`,
  (n, p) => `\t${n}\t=\t${p}`,
  (n, p) => ` ${n}=\`${p}\``,
  (n, p) => ` x=">" ${n}="${p}"`,
  (n, p) => ` title="a" ${n}="${p}//"`,
  (n, p) => ` ${n}="${decimalEntities(p)}"`,
  (n, p) => ` ${n}="&#x${p.codePointAt(0)?.toString(16)};${p.slice(1)}"`,
  (n, p) => ` ${n}=&quot;${p}&quot;`,
  (n, p) => ` ""${n}="${p}"`,
  (n, p) => ` ${n}="${p}"${n}="${p}"`,
  (n, p) => `/x/${n}=${p}//`,
];

const spellingHosts: [open: string, name: string, close: string][] = [
  ["<img src=x", "onerror", ""],
  ["<p", "onmouseover", "</p>"],
  ["<a href=#y", "onfocus", "</a>"],
  ["<svg", "onload", "</svg>"],
  ["<strong", "onclick", "</strong>"],
];

const spellingTemplates: Template[] = spellingHosts.flatMap(([open, name, close]) =>
  attributeSpellings.map((spell) => (p: string) => `${open}${spell(name, p)}>x${close}`),
);

// ---------------------------------------------------------------------------------------------
// javascript: URLs — sinks × obfuscations of the scheme.

const urlSinks: ((url: string) => string)[] = [
  (u) => `<a href="${u}">read more</a>`,
  (u) => `<a href='${u}' target=_blank rel=opener>new tab</a>`,
  (u) => `<iframe src="${u}"></iframe>`,
  (u) => `<form action="${u}"><button type=submit>send</button></form>`,
  (u) => `<button form=f formaction="${u}">go</button>`,
  (u) => `<object data="${u}"></object>`,
  (u) => `<embed src="${u}">`,
  (u) => `<svg><a xlink:href="${u}"><text x=10 y=20>svg link</text></a></svg>`,
  (u) => `<math><maction actiontype=statusline xlink:href="${u}">math link</maction></math>`,
];

const javascriptUrls: ((p: string) => string)[] = [
  (p) => `javascript:${p}`,
  (p) => `JaVaScRiPt:${p}`,
  (p) => ` \u0001 javascript:${p}`,
  (p) => `java\tscript:${p}`,
  (p) => `java\nscript:${p}`,
  (p) => `&#106;avascript:${p}`,
  (p) => `&#x6A;avascript:${p}`,
  (p) => `${paddedEntities("javascript")}:${p}`,
  (p) => `javascript&colon;${p}`,
  (p) => `jav&#x09;ascript:${p}`,
  (p) => `javascript:/*--></title></style></textarea></script>*/${p}`,
  (p) => `javascript://%0a${p}`,
  (p) => `${hexEntities("javascript:")}${p}`,
];

const javascriptUrlTemplates: Template[] = urlSinks.flatMap((sink) =>
  javascriptUrls.map((url) => (p: string) => sink(url(p))),
);

// ---------------------------------------------------------------------------------------------
// data: URLs — sinks × documents that run script.

const dataUrlSinks: ((url: string) => string)[] = [
  (u) => `<a href="${u}">open</a>`,
  (u) => `<iframe src="${u}"></iframe>`,
  (u) => `<object data="${u}"></object>`,
  (u) => `<embed src="${u}">`,
  (u) => `<img src="${u}">`,
  (u) => `<svg><image href="${u}" width=10 height=10 /></svg>`,
  (u) => `<svg><use href="${u}#x"></use></svg>`,
  (u) => `<script src="${u}"></script>`,
];

const dataUrls: ((p: string) => string)[] = [
  (p) => `data:text/html,<script>${p}</script>`,
  (p) => `data:text/html;base64,${base64(`<script>${p}</script>`)}`,
  (p) => `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${p}'/>`,
  (p) =>
    `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" id="x"><script>${p}</script></svg>`)}`,
  (p) => `data:application/javascript,${p}`,
  (p) => `DATA:text/html,<img src=x onerror=${p}>`,
  (p) => `&#100;ata:text/html,<script>${p}</script>`,
  (p) => ` data:text/html;charset=utf-8,%3Cscript%3E${encodeURIComponent(p)}%3C/script%3E`,
];

const dataUrlTemplates: Template[] = dataUrlSinks.flatMap((sink) =>
  dataUrls.map((url) => (p: string) => sink(url(p))),
);

// ---------------------------------------------------------------------------------------------
// SVG and MathML namespaces.

const svgMathTemplates: Template[] = [
  (p) => `<svg onload=${p}>`,
  (p) => `<svg/onload=${p}>`,
  (p) => `<svg><script>${p}</script></svg>`,
  (p) => `<svg><script href="data:,${p}"></script></svg>`,
  (p) => `<svg><script xlink:href="data:,${p}"></script></svg>`,
  (p) => `<svg><animate onbegin=${p} attributeName=x dur=1s>`,
  (p) => `<svg><set onbegin=${p} attributeName=x to=1>`,
  (p) =>
    `<svg><animate attributeName=href values=javascript:${p} /><a id=x><text x=20 y=20>a</text></a></svg>`,
  (p) =>
    `<svg><a><animate attributeName=href values="javascript:${p}"/><text x=20 y=20>click</text></a></svg>`,
  (p) => `<svg><set attributeName=onmouseover to=${p} /></svg>`,
  (p) => `<svg><foreignObject><img src=x onerror=${p}></foreignObject></svg>`,
  (p) => `<svg><foreignObject><iframe srcdoc="<script>parent.${p}</script>"></iframe></foreignObject></svg>`,
  (p) => `<svg><desc><img src=x onerror=${p}></desc></svg>`,
  (p) => `<svg><title><img src=x onerror=${p}></title></svg>`,
  (p) => `<svg><style><img src=x onerror=${p}></style></svg>`,
  (p) => `<svg><style>@import url("javascript:${p}");</style></svg>`,
  (p) => `<svg><image href=x onerror=${p} /></svg>`,
  (p) => `<svg><feImage href=x onerror=${p} /></svg>`,
  (p) => `<svg><discard onbegin=${p} />`,
  (p) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${p}</handler></svg>`,
  (p) => `<svg><use href="#s"/><symbol id=s><image href=x onerror=${p} /></symbol></svg>`,
  (p) => `<svg><textarea><img src=x onerror=${p}></textarea></svg>`,
  (p) =>
    `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:${p}"><rect width=100 height=100 /></a></svg>`,
  (p) => `<svg><iframe onload=${p}></iframe></svg>`,
  (p) => `<svg><p><style><img src=x onerror=${p}></style></p></svg>`,
  (p) => `<svg></p><style><a id="</style><img src=1 onerror=${p}>">`,
  (p) => `<math><mtext><h1><a href="javascript:${p}">math</a></h1></mtext></math>`,
  (p) => `<math href="javascript:${p}">math href</math>`,
  (p) => `<math><maction actiontype=toggle onclick=${p}><mi>x</mi><mi>y</mi></maction></math>`,
  (p) => `<math><mi xlink:href="data:x,<script>${p}</script>">mi</mi></math>`,
  (p) => `<math><mtext><table><mglyph><style><img src=x onerror=${p}>`,
  (p) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${p}&gt;">`,
  (p) => `<math><style><img src=x onerror=${p}></style></math>`,
  (p) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${p}></annotation-xml></math>`,
  (p) =>
    `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${p}></style></annotation-xml></math>`,
  (p) =>
    `<math><semantics><annotation-xml encoding="application/xhtml+xml"><iframe srcdoc="<script>parent.${p}</script>"></iframe></annotation-xml></semantics></math>`,
  (p) =>
    `<math><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${p} src=1>"></path></textarea></mtext></svg></mglyph></math>`,
  (p) => `<svg><mtext><textarea><a title="</textarea><img src onerror=${p}>"></a></textarea></mtext></svg>`,
  (p) => `<svg><![CDATA[><img src=x onerror=${p}>]]></svg>`,
  (p) => `<math><![CDATA[</math><img src=x onerror=${p}>]]>`,
  (p) => `<svg><a xlink:href="&#106;avascript:${p}"><circle r=40 /></a></svg>`,
  (p) => `<svg><animateTransform onbegin=${p} attributeName=transform type=scale from=1 to=1 dur=1s />`,
];

// ---------------------------------------------------------------------------------------------
// srcdoc.

const srcdocTemplates: Template[] = [
  (p) => `<iframe srcdoc="<script>parent.${p}</script>"></iframe>`,
  (p) => `<iframe srcdoc="&lt;script&gt;parent.${p}&lt;/script&gt;"></iframe>`,
  (p) => `<iframe srcdoc="&#60;img src=x onerror=parent.${p}&#62;"></iframe>`,
  (p) => `<iframe srcdoc='<img src=x onerror="parent.${p}">'></iframe>`,
  (p) => `<iframe srcdoc="${decimalEntities(`<script>parent.${p}</script>`)}"></iframe>`,
  (p) => `<iframe srcdoc="${hexEntities(`<svg onload=parent.${p}>`)}"></iframe>`,
  (p) => `<iframe srcdoc="<iframe srcdoc='<script>top.${p}</script>'></iframe>"></iframe>`,
  (p) => `<iframe sandbox="allow-scripts allow-same-origin" srcdoc="<script>parent.${p}</script>"></iframe>`,
  (p) => `<iframe SRCDOC="<body onload=parent.${p}>"></iframe>`,
  (p) => `<iframe/srcdoc=<script>parent.${p}</script>></iframe>`,
  (p) =>
    `<p><iframe srcdoc="<a href='javascript:parent.${p}' id=a>x</a><script>a.click()</script>"></iframe></p>`,
  (p) => `<frameset><frame srcdoc="<script>parent.${p}</script>"></frameset>`,
  (p) => `<a href="#" srcdoc="<script>${p}</script>">a with srcdoc</a>`,
  (p) =>
    `<svg><foreignObject><iframe srcdoc="&lt;img src=x onerror=parent.${p}&gt;"></iframe></foreignObject></svg>`,
  (p) => `<object data="about:srcdoc" srcdoc="<script>${p}</script>"></object>`,
  (p) => `<iframe srcdoc="<meta http-equiv=refresh content='0;url=javascript:parent.${p}'>"></iframe>`,
];

// ---------------------------------------------------------------------------------------------
// Entity-encoded: markup and payloads hidden behind character references (they must stay text).

const entityTemplates: Template[] = [
  (p) => `&lt;script&gt;${p}&lt;/script&gt;`,
  (p) => `&lt;img src=x onerror=${p}&gt;`,
  (p) => `&#60;img src=x onerror=${p}&#62;`,
  (p) => `&#x3C;svg onload=${p}&#x3E;`,
  (p) => `&amp;lt;script&amp;gt;${p}&amp;lt;/script&amp;gt;`,
  (p) => `${decimalEntities(`<img src=x onerror=${p}>`)}`,
  (p) => `${hexEntities(`<script>${p}</script>`)}`,
  (p) => `<p>&lt;iframe srcdoc=&quot;&lt;script&gt;parent.${p}&lt;/script&gt;&quot;&gt;</p>`,
  (p) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${p}">hex link</a>`,
  (p) =>
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${p}">padded</a>`,
  (p) => `<a href="javas&Tab;cript:${p}">tab entity</a>`,
  (p) => `<a href="javas&NewLine;cript:${p}">newline entity</a>`,
  (p) => `<a href="&Jfr;avascript:${p}">named</a>`,
  (p) => `<a href="j&#x0000061vascript:${p}">zero hex</a>`,
  (p) => `<a href="&#x20;javascript:${p}">space entity</a>`,
  (p) => `<a href="javascript&#58;${p}">colon decimal</a>`,
  (p) => `<a href="javascript&#x3a;${p}">colon hex</a>`,
  (p) => `<a href="%6A%61%76%61%73%63%72%69%70%74:${p}">percent</a>`,
  (p) => `<img src=x onerror="&#x${p.codePointAt(0)?.toString(16)}${p.slice(1)}">`,
  (p) => `<p title="&quot;&gt;&lt;img src=x onerror=${p}&gt;">title entity</p>`,
  (p) => `<a href="x" title="&#34;&#62;&#60;img src=x onerror=${p}&#62;">quote entity</a>`,
  (p) => `\\u003cimg src=x onerror=${p}\\u003e`,
  (p) => `\\x3cscript\\x3e${p}\\x3c/script\\x3e`,
  (p) => `%3Cscript%3E${p}%3C%2Fscript%3E`,
  (p) => `<strong>&lt;</strong>img src=x onerror=${p}<strong>&gt;</strong>`,
];

// ---------------------------------------------------------------------------------------------
// Mutation XSS: markup that a parser rewrites into something else on the way through.

const mutationTemplates: Template[] = [
  (p) => `<noscript><p title="</noscript><img src=x onerror=${p}>"></noscript>`,
  (p) => `<noscript><style></noscript><img src=x onerror=${p}></style></noscript>`,
  (p) => `<!--><img src=x onerror=${p}>-->`,
  (p) => `<!--><svg onload=${p}>`,
  (p) => `<!-- --!><img src=x onerror=${p}> -->`,
  (p) => `<a title="--><img src=x onerror=${p}>">comment-like title</a>`,
  (p) => `<p title="</p><img src=x onerror=${p}>">closing in title</p>`,
  (p) => `<listing>&lt;img src=x onerror=${p}&gt;</listing>`,
  (p) => `<textarea><img title="</textarea><img src onerror=${p}>"></textarea>`,
  (p) => `<xmp><img title="</xmp><img src=x onerror=${p}>"></xmp>`,
  (p) => `<title><img title="</title><img src=x onerror=${p}>"></title>`,
  (p) => `<style><img title="</style><img src=x onerror=${p}>"></style>`,
  (p) => `<noembed><img title="</noembed><img src=x onerror=${p}>"></noembed>`,
  (p) => `<noframes><img title="</noframes><img src=x onerror=${p}>"></noframes>`,
  (p) => `<iframe><img title="</iframe><img src=x onerror=${p}>"></iframe>`,
  (p) => `<plaintext><img src=x onerror=${p}>`,
  (p) => `<template><img src=x onerror=${p}></template>`,
  (p) => `<select><template><img src=x onerror=${p}></template></select>`,
  (p) => `<table><td><style><img src=x onerror=${p}></style>`,
  (p) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${p}>`,
  (p) => `<a href="x"><h3>inner</h3 onmouseover=${p}></a>`,
  (p) => `<h3>split</h3 ><img src=x onerror=${p}>`,
  (p) => `<h3 title="<h3>">x</h3><img src=x onerror=${p}>`,
  (p) => `<h2>a<h3>b</h2><img src=x onerror=${p}></h3>`,
  (p) => `<p><h3>x</h3></p><p title="</h3><img src=x onerror=${p}>">y</p>`,
  (p) => `<<img src=x onerror=${p}>`,
  (p) => `<scr<script>ipt>${p}</scr</script>ipt>`,
  (p) => `<img src=x onerror=${p}<!--`,
  (p) => `<img """><script>${p}</script>">`,
  (p) => `<a href="x"\`\`<img src=x onerror=${p}>>backticks</a>`,
  (p) => `<a/href="javascript&colon;${p}">slash</a>`,
  (p) => `<a href=javascript:${p}//>unquoted</a>`,
  (p) => `<p>text</p\n><img src=x onerror=${p}>`,
  (p) => `</p><img src=x onerror=${p}><p>`,
  (p) => `<b <img src=x onerror=${p}>>b</b>`,
  (p) => `<i/onmouseover=${p}>i</i>`,
  (p) => `<a href=" &#14;  javascript:${p}">leading controls</a>`,
  (p) => `<strong>x</strong\t onclick=${p}>`,
  (p) => `<br onmouseover=${p}>`,
  (p) => `<bdi><svg><p><style><a id="</style><img src=1 onerror=${p}>"></bdi>`,
  (p) =>
    `<ul><li><math><mi><table><mglyph><svg><mtext><style><img src=x onerror=${p}></style></mtext></svg></mglyph></table></mi></math></li></ul>`,
  (p) => `<div id="x"><object><param name=src value="javascript:${p}"></object></div>`,
  (p) => `<img src="x:gif" alt="<img src=x onerror=${p}>">`,
  (p) => `<?xml-stylesheet href="javascript:${p}"?><img src=x onerror=${p}>`,
  (p) => `<!DOCTYPE html><img src=x onerror=${p}>`,
  (p) => `<![CDATA[<img src=x onerror=${p}>]]>`,
];

// ---------------------------------------------------------------------------------------------
// Classics: the cheat-sheet forms, a few with alert/confirm/prompt/print instead of xss().

const classicTemplates: Template[] = [
  (p) => `<script>${p}</script>`,
  (p) => `<SCRIPT>${p}</SCRIPT>`,
  (p) => `<script >${p}</script >`,
  (p) => `<script type="module">${p}</script>`,
  (p) => `<script src="data:,${p}"></script>`,
  (p) => `<script>/*</script><img src=x onerror=${p}>*/</script>`,
  () => `<script>alert(1)</script>`,
  () => `<img src=x onerror=alert(document.domain)>`,
  () => `<body onload=confirm(1)>`,
  () => `<svg onload=prompt(1)>`,
  () => `<details open ontoggle=print()>`,
  () => `<img src=x onerror=alert\`1\`>`,
  () => `<img src=x onerror=window['al'+'ert'](1)>`,
  () => `<img src=x onerror=eval(atob('YWxlcnQoMSk='))>`,
  () => `<img src=x onerror=top[/al/.source+/ert/.source](1)>`,
  (p) => `<img src=x onerror=setTimeout('${p}')>`,
  (p) => `<img src=x onerror=Function('${p}')()>`,
  (p) => `<img src=x onerror=import('data:text/javascript,${p}')>`,
  (p) => `<input onfocus=${p} autofocus>`,
  (p) => `<input onblur=${p} autofocus><input autofocus>`,
  (p) => `<keygen onfocus=${p} autofocus>`,
  (p) => `<select onfocus=${p} autofocus>`,
  (p) => `<textarea onfocus=${p} autofocus>`,
  (p) => `<video><source onerror=${p}></video>`,
  (p) => `<audio src=x onerror=${p}>`,
  (p) => `<video poster=javascript:${p}></video>`,
  (p) => `<body onpageshow=${p}>`,
  (p) => `<body onhashchange=${p}>`,
  (p) => `<body onresize=${p}>`,
  (p) => `<body onscroll=${p}><div style=height:3000px></div>`,
  (p) => `<marquee onstart=${p}>marquee</marquee>`,
  (p) => `<div onpointerover=${p}>pointer</div>`,
  (p) => `<div onwheel=${p}>wheel</div>`,
  (p) => `<div oncontextmenu=${p}>context</div>`,
  (p) => `<div draggable=true ondragstart=${p}>drag</div>`,
  (p) => `<div contenteditable onbeforeinput=${p}>edit</div>`,
  (p) => `<div style="animation-name:x" onanimationend=${p}>anim</div>`,
  (p) => `<div style="transition:color 1s" ontransitionend=${p}>transition</div>`,
  (p) => `<a href=# onauxclick=${p}>aux</a>`,
  (p) => `<a href=# ondblclick=${p}>dbl</a>`,
  (p) => `<a href=# onkeydown=${p}>key</a>`,
  (p) => `<a href=# oncopy=${p}>copy</a>`,
  (p) => `<object data="javascript:${p}"></object>`,
  (p) => `<embed src="javascript:${p}">`,
  (p) => `<embed code="javascript:${p}"></embed>`,
  (p) => `<iframe src="javascript:parent.${p}"></iframe>`,
  (p) => `<iframe src=javascript:${p}></iframe>`,
  (p) => `<meta http-equiv="refresh" content="0;url=javascript:${p}">`,
  (p) =>
    `<meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline'"><img src=x onerror=${p}>`,
  (p) =>
    `<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGM&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPABi${p}`,
  (p) => `<base href="javascript:${p}//"><a href="/x">base</a>`,
  (p) => `<link rel=stylesheet href="javascript:${p}">`,
  (p) => `<link rel=import href="data:text/html,<script>${p}</script>">`,
  (p) => `<style>@import "javascript:${p}";</style>`,
  (p) => `<style>body{background:url("javascript:${p}")}</style>`,
  (p) => `<div style="background-image:url(javascript:${p})">style url</div>`,
  (p) => `<div style="width:expression(${p})">expression</div>`,
  (p) => `<div style="behavior:url(x.htc)" onmouseover=${p}>behaviour</div>`,
  (p) => `<p style="x:\\65xpression(${p})">escaped expression</p>`,
  (p) => `<form><button formaction="javascript:${p}">submit</button></form>`,
  (p) => `<form id=f2 action="javascript:${p}"><input type=submit value=go></form>`,
  (p) => `<isindex action="javascript:${p}" type=submit>`,
  (p) => `<input type=image src=x onerror=${p}>`,
  (p) => `<table background="javascript:${p}"><tr><td>x</td></tr></table>`,
  (p) => `<img dynsrc="javascript:${p}" lowsrc="javascript:${p}">`,
  (p) => `<img srcset="x 1x, javascript:${p} 2x" onerror=${p}>`,
  (p) => `<picture><source srcset=x onerror=${p}><img src=x></picture>`,
  (p) => `<applet code="javascript:${p}"></applet>`,
  (p) => `<xss onclick=${p} style=display:block>custom element</xss>`,
  (p) => `<custom-el onfocus=${p} tabindex=1 autofocus>custom</custom-el>`,
  (p) => `<a id=x tabindex=1 onfocusin=${p}></a>`,
  (p) => `<div onmouseenter=${p} style="position:fixed;inset:0">overlay</div>`,
  (p) => `<a href="https://example.com" onclick="${p};return false">https with handler</a>`,
  (p) => `<a href="https://example.com/&quot; onmouseover=&quot;${p}">quote break</a>`,
  (p) => `<a href="https://example.com/?q=<script>${p}</script>">query</a>`,
  (p) => `<a href="//example.com/" onmouseover=${p}>protocol-relative</a>`,
  (p) => `<a href="mailto:x@example.com?subject=</a><img src=x onerror=${p}>">mailto</a>`,
  (p) => `<a href="tel:+965" onclick=${p}>tel</a>`,
  (p) => `<a href="/" target="_top" onmouseover=${p}>target top</a>`,
  (p) => `<a href="/" rel="opener" target="_blank" onmouseover=${p}>opener</a>`,
  (p) => `<a href="/" ping="javascript:${p}">ping</a>`,
  (p) => `<p is="x" onmouseover=${p}>is attribute</p>`,
  (p) => `<p class="x" id="y" onmouseover=${p}>class and id</p>`,
  (p) => `<ol start=1 onmouseover=${p}><li>ol</li></ol>`,
  (p) => `<ul><li onclick=${p}>ul li</li></ul>`,
  (p) => `<h2 onmouseover=${p}>h2 heading</h2>`,
  (p) => `<h4 onclick=${p}>h4 heading</h4>`,
  (p) => `<em onmouseover=${p}>em</em>`,
  (p) => `<b onmouseover=${p}>b</b>`,
  (p) => `<i onclick=${p}>i</i>`,
  (p) => `<bdi onmouseover=${p}>bdi</bdi>`,
  (p) => `<img src=x onerror=${p}//`,
  (p) => `<img src=x onerror=${p} `,
  (p) => `<svg onload=${p}`,
];

const templatesByFamily: [VectorFamily, Template[]][] = [
  ["event-handler", [...handlerTemplates, ...spellingTemplates]],
  ["javascript-url", javascriptUrlTemplates],
  ["data-url", dataUrlTemplates],
  ["svg-mathml", svgMathTemplates],
  ["srcdoc", srcdocTemplates],
  ["entity-encoded", entityTemplates],
  ["mutation", mutationTemplates],
  ["classic", classicTemplates],
];

/** The whole corpus, ids from 1 in family order; each payload names its vector: `xss(17)`. */
export const xssVectors: XssVector[] = templatesByFamily
  .flatMap(([family, templates]) => templates.map((template) => ({ family, template })))
  .map(({ family, template }, index) => ({ id: index + 1, family, html: template(`xss(${index + 1})`) }));

/** How many vectors each family holds. */
export function vectorCounts(vectors: XssVector[] = xssVectors): Record<VectorFamily, number> {
  const counts = Object.fromEntries(vectorFamilies.map((family) => [family, 0])) as Record<
    VectorFamily,
    number
  >;
  for (const vector of vectors) counts[vector.family] += 1;
  return counts;
}

/** The elements a stored description may hold (the sanitiser's allow-list, as the tests expect it). */
export const allowedDescriptionTags = [
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "br",
  "bdi",
  "a",
] as const;
