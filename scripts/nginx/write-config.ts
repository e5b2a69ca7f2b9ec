/**
 * `npm run nginx:config`: writes the nginx recipe's generated files (deploy/nginx/generated/)
 * from the app's sources (./generated.ts). Run it after changing the page's headers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, generatedFiles, RECIPE_DIR } from './generated';

const dir = path.join(RECIPE_DIR, GENERATED_DIR);
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(generatedFiles())) {
  writeFileSync(path.join(dir, name), text);
  console.log(`wrote deploy/nginx/${GENERATED_DIR}/${name}`);
}
