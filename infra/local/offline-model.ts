/**
 * The offline model behind the local Bedrock stand-in: a pure, deterministic function from a
 * Converse request to the assistant's reply text. Same input, same output; different input,
 * different output that picks up words from the input.
 *
 * Task kinds, recognised from the system prompt and the messages (case-insensitive), checked in
 * this order:
 *  - "affirmation"               → JSON array of 3 first-person affirmations. The muse is read from
 *                                  `muse: Name` / `museName: Name` / `"museName": "Name"`, traits
 *                                  from `traits: a, b` / `userTraits: [...]`.
 *  - "analy" (analysis, analyze) → JSON object {score, strengths, improvements, summary}.
 *  - "scene partner" / "reader"  → the next line in character, echoing the user's last line.
 *  - anything else               → a chat answer marked "(offline model)".
 */

export interface ContentBlock {
  text?: string;
  [other: string]: unknown;
}

export interface ConverseRequest {
  messages?: Array<{ role?: string; content?: ContentBlock[] }>;
  system?: ContentBlock[];
  inferenceConfig?: Record<string, unknown>;
}

const STOPWORDS = new Set(
  ('about above after again also because been before being below between both could does doing ' +
    'down during each from further have having here into itself just more most only other over ' +
    'same should some such than that their theirs them then there these they this those through ' +
    'under until very what when where which while whom will with would your yours please tell give ' +
    'know make want need like line lines user assistant reply respond write next analyze ' +
    'analyse analysis').split(' '),
);

/** FNV-1a, 32-bit: a tiny stable hash so "random" choices are reproducible. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(options: readonly T[], seed: number): T {
  return options[seed % options.length] as T;
}

function textOf(blocks: ContentBlock[] | undefined): string {
  return (blocks ?? [])
    .map((b) => (typeof b.text === 'string' ? b.text : ''))
    .filter(Boolean)
    .join('\n');
}

/** Distinctive words of a text, in order of first appearance. */
export function keywords(text: string, max = 3): string[] {
  const seen = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []) {
    const clean = word.replace(/['-]+$/, '');
    if (clean.length >= 4 && !STOPWORDS.has(clean)) seen.add(clean);
    if (seen.size >= max) break;
  }
  return [...seen];
}

/** A likely noun: the first word after a determiner ("the letter"), else the longest keyword. */
function keyNoun(text: string): string | undefined {
  const after = /\b(?:the|a|an|my|your|his|her|our|their|this|that)\s+([a-z][a-z'-]{2,})/gi;
  for (const match of text.matchAll(after)) {
    const word = (match[1] ?? '').toLowerCase();
    if (!STOPWORDS.has(word)) return word;
  }
  return keywords(text, 8).sort((a, b) => b.length - a.length)[0];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function findMuse(prompt: string): string {
  const match = prompt.match(/muse(?:_?name)?["']?\s*[:=]\s*["']?([^"'\n,}]+)/i);
  return match?.[1]?.trim() || 'my muse';
}

function findTraits(prompt: string): string[] {
  const match = prompt.match(/traits["']?\s*[:=]\s*\[?([^\]\n}]+)/i);
  const traits = (match?.[1] ?? '')
    .split(/,|\band\b/)
    .map((t) => t.replace(/["']/g, '').trim().toLowerCase())
    .filter(Boolean);
  return traits.length > 0 ? traits : ['courageous', 'curious'];
}

function affirmations(prompt: string, seed: number): string {
  const muse = findMuse(prompt);
  const traits = findTraits(prompt);
  const trait = (i: number) => traits[(seed + i) % traits.length] as string;
  return JSON.stringify([
    `Like ${muse}, I bring ${trait(0)} energy to every scene I play.`,
    `I am ${trait(1)}, and I trust my instincts the way ${muse} trusts theirs.`,
    `Today I honour the ${trait(2)} artist in me and take one brave step forward.`,
  ]);
}

function analysis(input: string, seed: number): string {
  const words = keywords(input, 4);
  const [a = 'presence', b = 'delivery', c = 'framing', d = 'pacing'] = words;
  return JSON.stringify({
    score: 55 + (seed % 41),
    strengths: [`Clear commitment to ${a}`, `Confident handling of ${b}`],
    improvements: [`Give ${c} more specificity`, `Vary the rhythm around ${d}`],
    summary: `Offline analysis: a solid take built on ${a} and ${b}; next, work on ${c}.`,
  });
}

function sceneLine(lastLine: string, seed: number): string {
  const noun = keyNoun(lastLine);
  if (!noun) return pick(['Go on. I am listening.', 'And then what?', 'Say that again.'], seed);
  return pick(
    [
      `The ${noun}? You keep coming back to the ${noun}. Why?`,
      `Don't talk to me about the ${noun}. Not tonight.`,
      `${capitalise(noun)}... I never thought I'd hear you say that.`,
    ],
    seed,
  );
}

function chat(question: string, seed: number): string {
  const words = keywords(question, 3);
  const topic = words.length > 0 ? words.join(', ') : 'your question';
  const tip = pick(
    [
      'break it into small daily practice sessions',
      'rehearse it out loud and record yourself',
      'ask a coach or scene partner for honest notes',
    ],
    seed,
  );
  return `(offline model) You asked about ${topic}. A good next step: ${tip}. ` +
    'Connect to Amazon Bedrock for a full answer.';
}

/** The reply text for a Converse request. Pure and deterministic. */
export function respond(request: ConverseRequest): string {
  const system = textOf(request.system);
  const messages = request.messages ?? [];
  const all = [system, ...messages.map((m) => textOf(m.content))].join('\n');
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const lastLine = textOf(lastUser?.content);
  const seed = hash(all);
  const lower = all.toLowerCase();

  if (lower.includes('affirmation')) return affirmations(all, seed);
  if (lower.includes('analy')) return analysis(lastLine || all, seed);
  if (lower.includes('scene partner') || lower.includes('reader')) return sceneLine(lastLine, seed);
  return chat(lastLine || all, seed);
}
