/**
 * Calls each importer in a task of its own, never in the caller's, and resolves with what they import, in order.
 * Each dynamic import of a block chunk starts the fetches of every chunk it needs (one `<link rel="modulepreload">`
 * appended per chunk, and the request it starts): for the twenty-odd blocks of a vehicle page, called one after the
 * other, that was one long task of main-thread work during the page's start, blocking input until it ended. One
 * import a task leaves the browser free to handle input and paint between them.
 */
export async function importInTurns<T>(importers: readonly (() => Promise<T>)[], nextTurn: () => Promise<void> = nextTask): Promise<T[]> {
  const started: Promise<T>[] = [];
  for (const importer of importers) {
    await nextTurn();
    const imported = importer();
    // Rejections reach the caller through Promise.all below; until then one must not count as unhandled.
    imported.catch(() => {});
    started.push(imported);
  }
  return Promise.all(started);
}

/** Resolves in a later task (a message to itself: unlike nested timers, no 4 ms clamp). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
