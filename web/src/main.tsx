// The entry: the app's code evaluated in stages, each in a task of its own, where evaluating it at once was the
// longest task of every page (250-370 ms on Lighthouse's slow phone). Each dynamic import below is a boot stage with a
// chunk of its own (web/build/bootStages.ts), and the server asks for all of them with the page; only their
// evaluation waits. Import nothing else here: whatever this file imports is a boot stage.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await import("./boot/react");
  await nextTask();
  await import("./boot/style");
  await nextTask();
  await import("./boot/ui");
  await nextTask();
  await import("./boot/router");
  await nextTask();
  const { start } = await import("./start");
  await start();
}

void boot();
