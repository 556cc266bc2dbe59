import { describe, expect, it } from 'vitest';
import { MULTI_LINE_MESSAGE, plainString, plainText, SINGLE_LINE_MESSAGE } from './text.ts';

const refusedEverywhere = [
  'a\u0000b',
  '\u0000',
  'x\u0001',
  '\u001b[31m',
  'a\u007fb',
  'a\u0085b',
  'a\u009fb',
  'lone \ud800 high',
  'lone \udc00 low',
  'emoji cut \ud83d',
];

describe('plainString', () => {
  it.each(['ses_abc-123', 'Zoë', 'Nguyễn Thị', '李小龍', "O'Brien", 'a b', '🙂 ok', ''])('takes %j', (value) => {
    expect(plainString().safeParse(value).success).toBe(true);
  });

  it.each([...refusedEverywhere, 'a\tb', 'line\nbreak', 'cr\rhere'])('refuses %j with a message', (value) => {
    const result = plainString().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
  });
});

describe('plainText', () => {
  it.each(['Dear diary,\nwork was hard.\r\n\tThen better.', 'ok 🙂👍🏽', ''])('takes %j', (value) => {
    expect(plainText().safeParse(value).success).toBe(true);
  });

  it.each(refusedEverywhere)('refuses %j with a message', (value) => {
    const result = plainText().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MULTI_LINE_MESSAGE);
  });
});
