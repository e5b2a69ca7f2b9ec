/** @jest-environment node */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ORGANIZATION_PATH, orgInfoPath } from '../../src/contract/deployment';
import { OMNI_PROXY_WS_PATH } from '../../src/sandbox/chat';
import { MULTIPART_LIMIT_BYTES } from '../../src/sandbox/multipart';
import { ORG_CODES } from '../../src/sandbox/orgs';
import { generatedFiles, staleGeneratedFiles } from '../../scripts/nginx/generated';
import { sharedSandbox } from '../sandbox/helpers';

/**
 * The nginx recipe (deploy/nginx/, docs/deployment.md#the-nginx-recipe) says what the app's
 * sources say. How nginx answers with it is the browser test's (__tests__/browser/nginx.test.ts).
 */
const recipe = readFileSync(path.resolve(__dirname, '../../deploy/nginx/heloc.conf'), 'utf8');

test('the generated files are what the sandbox lender sends now (else: npm run nginx:config)', () => {
  expect(staleGeneratedFiles()).toEqual([]);
  const { 'policy.conf': policy, 'page-headers.conf': headers } = generatedFiles();
  // The page's socket follows its scheme and host; HSTS and upgrade-insecure-requests are for https.
  expect(policy).toContain("connect-src 'self' ws://$http_host ");
  expect(policy).toMatch(
    /https ".*connect-src 'self' wss:\/\/\$http_host .*upgrade-insecure-requests/,
  );
  expect(policy).toContain('https "max-age=31536000; includeSubDomains";');
  expect(policy).toContain(`client_max_body_size ${MULTIPART_LIMIT_BYTES};`);
  expect(headers).toContain('add_header X-Frame-Options "DENY" always;');
});

test("the recipe's hosts, the organisation service and the chat's socket are the sandbox's", () => {
  const hosts = Object.fromEntries(
    [...recipe.matchAll(/^\s+([a-z.-]+\.?localhost|localhost)\s+([a-z-]+);$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  expect(hosts).toEqual({
    localhost: 'main',
    'main.localhost': 'main',
    ...Object.fromEntries(ORG_CODES.filter((c) => c !== 'main').map((c) => [`${c}.localhost`, c])),
  });
  expect(recipe).toContain(`${ORGANIZATION_PATH}/$heloc_org/org-info;`);
  expect(recipe).toContain(`location = ${OMNI_PROXY_WS_PATH} {`);
});

describe('the organisation service', () => {
  const sandbox = sharedSandbox();

  it("answers an organisation's data for the page's origin, as JSON a script element can hold", async () => {
    // As nginx asks: the page's Host and scheme passed on (fetch cannot name another Host).
    const answer = await new Promise<{ status: number; type: string; text: string }>(
      (resolve, reject) => {
        http
          .get(
            `${sandbox.url}${orgInfoPath('partner')}`,
            { headers: { Host: 'heloc.partner.example', 'X-Forwarded-Proto': 'https' } },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  type: response.headers['content-type'] ?? '',
                  text,
                }),
              );
            },
          )
          .on('error', reject);
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(answer.text)).toMatchObject({
      orgCode: 'partner',
      baseUrl: 'https://heloc.partner.example',
    });
    expect((await sandbox.call(orgInfoPath('nobody'))).status).toBe(404);
  });
});
