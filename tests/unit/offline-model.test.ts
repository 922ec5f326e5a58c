import { describe, expect, it } from 'vitest';
import { respond, type ConverseRequest } from '../../infra/local/offline-model';

function ask(text: string, system?: string): ConverseRequest {
  return {
    ...(system ? { system: [{ text: system }] } : {}),
    messages: [{ role: 'user', content: [{ text }] }],
  };
}

describe('offline model', () => {
  it('is deterministic: the same request gives the same reply', () => {
    const request = ask('How should I prepare for a callback audition?');
    expect(respond(request)).toBe(respond(structuredClone(request)));
  });

  it('is content-aware: different questions give different, relevant replies', () => {
    const a = respond(ask('How do I calm stage fright before auditions?'));
    const b = respond(ask('What should a headshot photographer know?'));
    expect(a).not.toBe(b);
    expect(a).toMatch(/stage/);
    expect(b).toMatch(/headshot/);
  });

  it('answers chat questions as the offline model, naming their key words', () => {
    const reply = respond(ask('Any tips for memorising Shakespeare monologues?', 'You are a friendly acting coach.'));
    expect(reply).toContain('(offline model)');
    expect(reply).toMatch(/memorising/);
    expect(reply).toMatch(/shakespeare/i);
  });

  it('answers from the last user message of a conversation', () => {
    const reply = respond({
      messages: [
        { role: 'user', content: [{ text: 'Tell me about dialects.' }] },
        { role: 'assistant', content: [{ text: 'Dialects are fun.' }] },
        { role: 'user', content: [{ text: 'And improvisation classes?' }] },
      ],
    });
    expect(reply).toMatch(/improvisation/);
    expect(reply).not.toMatch(/dialects/);
  });

  describe('affirmations', () => {
    const system = 'Write three daily affirmations for an actor. Reply with a JSON array of strings.';

    it('returns a JSON array of 3 first-person affirmations weaving in the muse and traits', () => {
      const reply = respond(ask('museName: Viola Davis\ntraits: fearless, grounded, playful', system));
      const list = JSON.parse(reply) as unknown;
      expect(Array.isArray(list)).toBe(true);
      const items = list as string[];
      expect(items).toHaveLength(3);
      for (const item of items) expect(item).toMatch(/\b(I|my|me)\b/);
      expect(items.join(' ')).toContain('Viola Davis');
      expect(items.join(' ')).toMatch(/fearless|grounded|playful/);
    });

    it('reads the muse and traits from JSON in the prompt too', () => {
      const body = JSON.stringify({ category: 'motivation', museName: 'Meryl Streep', userTraits: ['bold', 'warm'] });
      const items = JSON.parse(respond(ask(body, system))) as string[];
      expect(items.join(' ')).toContain('Meryl Streep');
      expect(items.join(' ')).toMatch(/bold|warm/);
    });

    it('varies with the muse', () => {
      expect(respond(ask('muse: Denzel Washington', system))).not.toBe(respond(ask('muse: Cate Blanchett', system)));
    });
  });

  describe('scene reader', () => {
    const system = 'You are the actor\'s scene partner (the reader). Reply with your next line only.';

    it('replies in character, echoing a key noun of the last line', () => {
      const reply = respond(ask('I found the letter under your pillow.', system));
      expect(reply).toMatch(/letter/i);
      expect(reply).not.toContain('(offline model)');
    });

    it('replies differently to different lines', () => {
      expect(respond(ask('Where did you hide the money?', system))).toMatch(/money/i);
      expect(respond(ask('The garden looks beautiful tonight.', system))).toMatch(/garden/i);
    });
  });

  describe('analysis', () => {
    const system = 'Analyze this self-tape performance. Reply with JSON {score, strengths, improvements, summary}.';

    it('returns a JSON object with a 0-100 score and lists mentioning the input', () => {
      const reply = respond(ask('Monologue from Hamlet, strong eye contact, rushed ending, dim lighting.', system));
      const result = JSON.parse(reply) as { score: number; strengths: string[]; improvements: string[]; summary: string };
      expect(Number.isInteger(result.score)).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
      expect(result.strengths.length).toBeGreaterThan(0);
      expect(result.improvements.length).toBeGreaterThan(0);
      expect(typeof result.summary).toBe('string');
      expect(JSON.stringify(result)).toMatch(/monologue|hamlet/);
    });

    it('derives the score from the text: same text same score, different text may differ', () => {
      const a = JSON.parse(respond(ask('Comedic scene, great timing.', system))) as { score: number };
      const again = JSON.parse(respond(ask('Comedic scene, great timing.', system))) as { score: number };
      expect(a.score).toBe(again.score);
      const replies = new Set(['drama', 'comedy', 'thriller', 'musical'].map((w) => respond(ask(`A ${w} take.`, system))));
      expect(replies.size).toBe(4);
    });
  });

  it('tolerates empty or non-text content', () => {
    const reply = respond({ messages: [{ role: 'user', content: [{ image: { format: 'png' } }] }] });
    expect(reply).toContain('(offline model)');
    expect(respond({})).toContain('(offline model)');
  });
});
