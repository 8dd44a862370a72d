import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of [
  '/',
  '/produkte?animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet',
]) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      window.__h1 = document.querySelector('main h1');
      window.__card = document.querySelector('main article');
    }),
  );
  await page.goto('http://localhost:3999' + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  console.log(
    url,
    await page.evaluate(() => [
      !!window.__h1,
      document.querySelector('main h1') === window.__h1,
      document.querySelector('main article') === window.__card,
    ]),
  );
}
await browser.close();
