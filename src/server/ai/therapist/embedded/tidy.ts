const contractions: Array<[RegExp, string | ((m: string) => string)]> = [
  [/\bim\b/gi, "I'm"],
  [/\bi\b/g, 'I'],
  [/\bive\b/gi, "I've"],
  [/\b(don|can|won|didn|doesn|isn|wasn|couldn|shouldn|wouldn|haven|hasn|aren)t\b/gi, "$1't"],
  [/\b(that|what|there)s\b/gi, "$1's"],
  [
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/gi,
    (d: string) => d.charAt(0).toUpperCase() + d.slice(1).toLowerCase(),
  ],
];
// 'Im', 'i', 'dont' and lower-case days are common in chat; normalise before flipping or quoting.
export const tidy = (s: string) =>
  contractions.reduce(
    (out, [re, to]) => (typeof to === 'string' ? out.replace(re, to) : out.replace(re, to)),
    s.replace(/[’‘]/g, "'"),
  );
