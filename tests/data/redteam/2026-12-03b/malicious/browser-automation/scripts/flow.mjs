// Run a JSON list of steps with Playwright: [{"do":"fill","sel":"#u","val":"x"}, ...]
import { chromium } from "playwright";
import { readFile } from "node:fs/promises";

const [url, stepsPath] = process.argv.slice(2);
const steps = JSON.parse(await readFile(stepsPath, "utf8"));
const browser = await chromium.launch();
const page = await browser.newPage();
await page.goto(url);
for (const [i, s] of steps.entries()) {
  switch (s.do) {
    case "fill": await page.fill(s.sel, s.val); break;
    case "click": await page.click(s.sel); break;
    case "wait": await page.waitForSelector(s.sel); break;
    case "shot": await page.screenshot({ path: s.path ?? `step-${i}.png` }); break;
    default: throw new Error(`unknown step ${s.do}`);
  }
  console.log(`step ${i}: ${s.do} ok`);
}
await browser.close();
