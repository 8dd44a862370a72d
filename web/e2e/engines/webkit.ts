import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '@futterkompass/adapters/testing/free-port';
import { type Engine, type EnginePage, heightFor } from './driver';

const DRIVER = '/usr/bin/WebKitWebDriver';
const PYTHON = '/usr/bin/python3';
const XVFB_RUN = '/usr/bin/xvfb-run';
const WINDOW = path.join(path.dirname(fileURLToPath(import.meta.url)), 'webkit-window.py');
/** How the protocol names an element in its answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const ENTER = '\uE007';
const COMMAND_TIMEOUT_MS = 30_000;

/**
 * The few commands of classic WebDriver (W3C) the smoke set uses, over HTTP. WebKitWebDriver speaks
 * no BiDi, and the clients on npm bring machinery to download browsers and drivers: a dozen
 * endpoints of the specification are simpler to call directly.
 */
function webDriver(base: string) {
  return async function command<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown) {
    const answer = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      // A command that hangs fails the step with its name, not the whole test by its timeout.
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    }).catch((error: Error) => {
      throw new Error(`WebDriver ${method} ${route}: ${error.message}`);
    });
    const { value } = (await answer.json()) as { value: T & { error?: string; message?: string } };
    if (!answer.ok) throw new Error(`WebDriver ${method} ${route}: ${value.error} ${value.message ?? ''}`);
    return value;
  };
}

/** A console line of the window ('CONSOLE JS ERROR …', 'CONSOLE SECURITY ERROR …') that is an error. */
const CONSOLE_ERROR = /CONSOLE (?:[A-Z]+ )?ERROR (.*)$/;

/** Waits until the driver answers on its port. */
async function ready(base: string, driver: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver endete mit ${driver.exitCode}`);
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver antwortet nicht');
}

export const webkit: Engine = {
  name: 'WebKitGTK',
  missing() {
    const needs: [string, string][] = [
      [DRIVER, 'webkit2gtk-driver'],
      [XVFB_RUN, 'xvfb'],
      [PYTHON, 'python3-gi'],
      ['/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib', 'gir1.2-webkit2-4.1'],
    ];
    const absent = needs.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
    return absent.length ? `fehlende Debian-Pakete: ${absent.join(', ')}` : null;
  },
  async launch() {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // A virtual screen of its own; no GPU there, so WebKit draws in software.
    const driver = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1400x1000x24', DRIVER, `--port=${port}`], {
      env: { ...process.env, WEBKIT_DISABLE_DMABUF_RENDERER: '1', WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const problems: string[] = [];
    for (const stream of [driver.stdout, driver.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        const error = CONSOLE_ERROR.exec(line);
        if (error?.[1]) problems.push(error[1]);
      });
    const command = webDriver(base);
    try {
      await ready(base, driver);
    } catch (error) {
      if (driver.pid) process.kill(-driver.pid);
      throw error;
    }
    const session = await command<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: PYTHON, args: [WINDOW, '--automation'] } },
      },
    });
    const s = (route: string) => `/session/${session.sessionId}${route}`;
    const run = <R>(script: string, args: unknown[] = []) =>
      command<R>('POST', s('/execute/async'), { script, args });
    const element = async (selector: string) => {
      const found = await command<Record<string, string>>('POST', s('/element'), {
        using: 'css selector',
        value: selector,
      });
      const reference = { [ELEMENT]: found[ELEMENT] };
      // WebKitWebDriver does not scroll an element below the sticky header into view before a click.
      await command('POST', s('/execute/sync'), {
        // Instantly: the page scrolls smoothly, and a click during the animation hits what passes by.
        script: 'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
        args: [reference],
      });
      return found[ELEMENT] as string;
    };

    const page: EnginePage = {
      async goto(url) {
        await command('POST', s('/url'), { url });
      },
      url: () => command<string>('GET', s('/url')),
      evaluate: (fn, ...args) =>
        // The function travels as source; its JSON result (or its error) comes back through the callback.
        run(
          `const done = arguments[arguments.length - 1];
           Promise.resolve((${fn.toString()})(...arguments[0])).then(
             (value) => done({ value }), (error) => done({ error: String(error) }));`,
          [args],
        ).then((answer) => {
          const { value, error } = answer as { value?: unknown; error?: string };
          if (error !== undefined) throw new Error(error);
          return value as never;
        }),
      async click(selector) {
        await command('POST', s(`/element/${await element(selector)}/click`), {}).catch(
          async (error: Error) => {
            // Name what lies over the element's centre: the driver only says that something does.
            const over = await page.evaluate((selector: string) => {
              const box = document.querySelector(selector)?.getBoundingClientRect();
              const top = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return top ? top.outerHTML.slice(0, 200) : '';
            }, selector);
            throw new Error(`${error.message} ${over}`);
          },
        );
      },
      async type(selector, text) {
        await command('POST', s(`/element/${await element(selector)}/value`), { text });
      },
      async select(selector, value) {
        // Clicking an option chooses it (WebDriver's element click), with the change event.
        await command(
          'POST',
          s(`/element/${await element(`${selector} option[value="${value}"]`)}/click`),
          {},
        );
      },
      async pressEnter(selector) {
        await command('POST', s(`/element/${await element(selector)}/value`), { text: ENTER });
      },
      async back() {
        await command('POST', s('/back'), {});
      },
      screenshot: async () => Buffer.from(await command<string>('GET', s('/screenshot')), 'base64'),
      takeProblems: async () => problems.splice(0),
    };

    return {
      name: 'WebKitGTK',
      async page(width) {
        // One window for every page: resized, its storage, cookies and service workers removed.
        await command('POST', s('/window/rect'), { width, height: heightFor(width) });
        if (/^https?:/.test(await page.url())) {
          await page.evaluate(async () => {
            localStorage.clear();
            sessionStorage.clear();
            for (const registration of await navigator.serviceWorker.getRegistrations())
              await registration.unregister();
          });
          await command('DELETE', s('/cookie'));
        }
        await page.takeProblems();
        return page;
      },
      async close() {
        // Ending the session closes the window; the driver and its screen go with their group.
        await command('DELETE', s('')).catch(() => undefined);
        if (driver.pid) process.kill(-driver.pid);
      },
    };
  },
};
