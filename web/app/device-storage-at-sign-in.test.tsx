import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueReflection, queuedReflections } from '@/features/journal/offline-queue.ts';
import { loadDraft, saveDraft } from '@/lib/drafts.ts';
import { PRIVATE_OWNER_KEY } from '@/lib/private-storage.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider.tsx';

// Issue 27, L4: a session that ended without Log out left the reader's unsent reflection and drafts
// in localStorage; the next reader signing in on the same browser could read them there.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const reading = { kind: 'reading' as const, id: 7 };

function reflection(clientId: string, content: string) {
  return { readingId: 7, content, clientId };
}

/** The browser's session is `uid`'s: the identity and the app user both name them. */
function signedInAs(uid: string) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/identity/session') {
      return json({
        idToken: 'header.payload.signature',
        user: {
          uid,
          displayName: null,
          email: `${uid}@example.test`,
          emailVerified: true,
          phoneNumber: null,
          photoURL: null,
          tenantId: null,
          providerData: [],
          isAnonymous: false,
        },
      });
    }
    if (url === '/api/auth/user') {
      return json({
        id: uid,
        firstName: null,
        lastName: null,
        email: `${uid}@example.test`,
        emailVerified: true,
      });
    }
    return json({ message: 'not found' }, 404);
  });
}

function Who() {
  const { user } = useAuth();
  return <p>{user ? `signed in: ${user.id}` : 'nobody'}</p>;
}

async function startApp() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Who />
      </AuthProvider>
    </QueryClientProvider>,
  );
  await screen.findByText(/^signed in: /);
}

/** Ann saved a reflection offline and left a draft; her session then ended without Log out. */
function annLeftWords() {
  enqueueReflection('ann', reflection('c-1', 'Manna, and grumbling.'));
  saveDraft('ann', reading, 'Half a thought about quails.');
  saveDraft('ann', { kind: 'entry', id: 3 }, 'An edit never saved.');
}

const annWordsOnDevice = () =>
  Object.keys(localStorage)
    .map((key) => localStorage.getItem(key) ?? '')
    .filter((value) => /Manna|quails|never saved/.test(value));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('signing in on a browser another reader used', () => {
  it("removes the previous reader's queued reflection and drafts", async () => {
    annLeftWords();
    saveDraft('bob', reading, "Bob's own draft.");
    expect(annWordsOnDevice()).toHaveLength(3);

    signedInAs('bob');
    await startApp();

    await waitFor(() => expect(annWordsOnDevice()).toEqual([]));
    expect(queuedReflections('ann')).toEqual([]);
    expect(loadDraft('ann', reading)).toBeNull();
    // The new reader's own draft stays, and the private keys are now theirs.
    expect(loadDraft('bob', reading)?.text).toBe("Bob's own draft.");
    expect(localStorage.getItem(PRIVATE_OWNER_KEY)).toBe('bob');
  });

  it('keeps everything when the same reader signs back in', async () => {
    annLeftWords();
    signedInAs('ann');
    await startApp();

    expect(localStorage.getItem(PRIVATE_OWNER_KEY)).toBe('ann');
    expect(queuedReflections('ann').map((q) => q.input.content)).toEqual(['Manna, and grumbling.']);
    expect(loadDraft('ann', reading)?.text).toBe('Half a thought about quails.');
    expect(annWordsOnDevice()).toHaveLength(3);
  });

  it('keeps only the reader’s own items of a queue written before owners were recorded', async () => {
    // A queue from an earlier build: no owner key, each item naming its reader.
    localStorage.setItem(
      'lamplight-private:reflection-queue',
      JSON.stringify([
        { userId: 'ann', input: reflection('c-1', 'Manna, and grumbling.'), queuedAt: 'x' },
        { userId: 'bob', input: reflection('c-2', 'Water from the rock.'), queuedAt: 'y' },
      ]),
    );
    localStorage.setItem('lamplight-private:something-unreadable', 'not json');
    signedInAs('bob');
    await startApp();

    expect(queuedReflections('bob').map((q) => q.input.content)).toEqual(['Water from the rock.']);
    expect(annWordsOnDevice()).toEqual([]);
    expect(localStorage.getItem('lamplight-private:something-unreadable')).toBeNull();
  });

  it("a reader's offline save removes another reader's private keys first", () => {
    annLeftWords();
    localStorage.setItem('lamplight-private:verse-note-queue', '[{"text":"Ann\'s note"}]');
    enqueueReflection('bob', reflection('c-9', 'Enough for the day.'));

    expect(queuedReflections('ann')).toEqual([]);
    expect(localStorage.getItem('lamplight-private:verse-note-queue')).toBeNull();
    expect(queuedReflections('bob').map((q) => q.input.content)).toEqual(['Enough for the day.']);
    expect(localStorage.getItem(PRIVATE_OWNER_KEY)).toBe('bob');
  });
});
