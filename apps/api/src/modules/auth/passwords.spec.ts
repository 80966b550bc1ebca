import { hashPassword, passwordProblems, verifyPassword } from './passwords.js';

describe('passwords', () => {
  const who = { name: 'ann_smith', email: 'ann@example.test' };

  it.each(['password1', '12345678', 'qwerty123', 'iloveyou', 'letmein!', 'ann_smith2024'])('refuses %s', (pw) => {
    expect(passwordProblems(pw, who).length).toBeGreaterThan(0);
  });

  it.each(['correct horse battery staple', 'Violet-Tram-Oyster-91', 'x7#Qm'.repeat(12)])('accepts %s', (pw) => {
    expect(passwordProblems(pw, who)).toEqual([]);
  });

  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('correct horse battery staple');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(h, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(h, 'wrong')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'x')).resolves.toBe(false);
  });
});
