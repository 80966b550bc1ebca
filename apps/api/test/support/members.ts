import { expect } from '@jest/globals';
import type { Client, MemberSeed, TestApp } from '../harness.js';

/** A signed-in member as the member specs hold one: id, name and their client. */
export interface Who {
  id: string;
  name: string;
  c: Client;
}

/** A new member signed in by a fresh client (`t.signedInMember(seed)`), as a `Who`. */
export async function signedInWho(t: TestApp, seed: Partial<MemberSeed> = {}): Promise<Who> {
  const { m, c } = await t.signedInMember(seed);
  return { id: m.id, name: m.name, c };
}

/** `a` asks `b` to be friends and `b` accepts. */
export async function befriend(a: Who, b: Who): Promise<void> {
  expect((await a.c.post(`/api/users/${b.name}/friends`)).status).toBe(201);
  expect((await b.c.put(`/api/users/${a.name}/friends`, { approve: 1 })).status).toBe(200);
}
