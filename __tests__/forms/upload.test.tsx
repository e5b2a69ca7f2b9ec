import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { uploadFile, UPLOAD_ENDPOINT, useUploadFile } from '../../src/api/upload';
import { sessionEnded, sessionTokenRefreshed } from '../../src/api/sessionEvents';
import { mapServerErrors } from '../../src/forms/serverErrors';
import { messageOfError } from '../../src/lib/errorMessages';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

const DOCUMENTS = '/service-application/api/v1/application/heloc/app-1/documents';
// jest-fixed-jsdom's FormData is Node's, which takes Node's File (a browser's takes its own).
const pdf = () =>
  new NodeFile(['%PDF-1.7 '.repeat(2000)], 'paystub.pdf', { type: 'application/pdf' }) as Blob;

/** A document the lender takes: the calls below are the upload's, not a form's. */
const PAYSTUB = { type: 'PAYSTUB' };

describe('uploadFile', () => {
  it('posts the fields and the file as multipart with the request layer headers', async () => {
    localStorage.setItem('jwt', 'stored-token');
    let seen: { headers: Headers; form: FormData } | null = null;
    server.use(
      http.post(url(DOCUMENTS), async ({ request }) => {
        seen = { headers: request.headers, form: await request.formData() };
        return HttpResponse.json({ uuid: 'doc-1' }, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const answer = await uploadFile({
      url: DOCUMENTS,
      file: pdf(),
      fields: { type: 'PAYSTUB' },
      onProgress: (fraction) => progress.push(fraction),
      orgCode: 'partner',
    });
    expect(answer).toEqual({ uuid: 'doc-1' });
    const { headers, form } = seen!;
    expect(headers.get('authorization')).toBe('Bearer stored-token');
    expect(headers.get('x-org')).toBe('partner');
    expect(headers.get('x-with-origin')).toBe(window.location.origin);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(form.get('type')).toBe('PAYSTUB');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('paystub.pdf');
    expect(sent.size).toBe(18000);
    // Fractions from 0 to 1, never going back, ending at 1.
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    progress.forEach((fraction) => expect(fraction).toBeGreaterThanOrEqual(0));
  });

  it('rejects a 400 as the request layer does, so forms can map it', async () => {
    server.use(
      http.post(url(DOCUMENTS), () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'BAD_FILE', message: 'The file could not be read', field: 'file' },
              { code: 'BAD_TYPE', message: 'Choose a document type' },
            ],
          },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );
    const error = await uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB }).catch(
      (e: unknown) => e,
    );
    expect(error).toEqual({
      status: 400,
      statusText: 'Bad Request',
      data: {
        errors: [
          { code: 'BAD_FILE', message: 'The file could not be read', field: 'file' },
          { code: 'BAD_TYPE', message: 'Choose a document type' },
        ],
      },
      message: 'The file could not be read, Choose a document type.',
      // The lender's error answer, read once (src/contract/errorAnswer.ts): a code not listed
      // reads as it came.
      problems: [
        { code: 'BAD_FILE', message: 'The file could not be read', field: 'file' },
        { code: 'BAD_TYPE', message: 'Choose a document type', field: null },
      ],
      fieldErrors: { file: 'The file could not be read' },
    });
    expect(messageOfError(error)).toBe('The file could not be read, Choose a document type.');
    expect(mapServerErrors(error, ['file'])).toEqual({
      fieldErrors: { file: 'The file could not be read' },
      formMessages: ['Choose a document type'],
      validation: true,
    });
  });

  it('ends the session on a 401 and saves a refreshed token on a 200', async () => {
    const dispatch = jest.fn();
    server.use(
      http.post(url(DOCUMENTS), () =>
        HttpResponse.json({ errors: [{ message: 'Unauthenticated' }] }, { status: 401 }),
      ),
    );
    const error = await uploadFile({
      url: DOCUMENTS,
      file: pdf(),
      fields: PAYSTUB,
      dispatch,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(dispatch).toHaveBeenCalledWith(sessionEnded({ status: 401, endpoint: UPLOAD_ENDPOINT }));

    dispatch.mockClear();
    server.use(
      http.post(url(DOCUMENTS), () =>
        HttpResponse.json({ uuid: 'doc-2' }, { headers: { Authorization: 'Bearer fresh-token' } }),
      ),
    );
    await expect(
      uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB, dispatch }),
    ).resolves.toEqual({
      uuid: 'doc-2',
    });
    expect(localStorage.getItem('jwt')).toBe('fresh-token');
    expect(dispatch).toHaveBeenCalledWith(sessionTokenRefreshed());
  });

  it('leaves alone a token another tab stored while the file was on the way', async () => {
    const dispatch = jest.fn();
    localStorage.setItem('jwt', 'sent-token');
    const answerWith = (status: number) =>
      server.use(
        http.post(url(DOCUMENTS), () => {
          localStorage.setItem('jwt', 'someone-else');
          return HttpResponse.json(status === 200 ? { uuid: 'doc-3' } : {}, {
            status,
            headers: { Authorization: 'Bearer fresh-token' },
          });
        }),
      );
    answerWith(401);
    await uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB, dispatch }).catch(() => null);
    answerWith(200);
    localStorage.setItem('jwt', 'sent-token');
    await uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB, dispatch });
    expect(localStorage.getItem('jwt')).toBe('someone-else');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('reads an empty answer as null and refuses one that is not JSON', async () => {
    server.use(http.post(url(DOCUMENTS), () => new HttpResponse(null, { status: 204 })));
    await expect(uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB })).resolves.toBeNull();
    server.use(http.post(url(DOCUMENTS), () => HttpResponse.text('<html>', { status: 200 })));
    await expect(
      uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB }),
    ).rejects.toMatchObject({
      status: 'PARSING_ERROR',
      message: `Response was not convertible to json for ${url(DOCUMENTS)}`,
    });
  });

  it('reports no answer at all with the documented message', async () => {
    server.use(http.post(url(DOCUMENTS), () => HttpResponse.error()));
    await expect(
      uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB }),
    ).rejects.toMatchObject({
      status: 'FETCH_ERROR',
      data: null,
      message: `Response was not defined for ${url(DOCUMENTS)}`,
    });
  });

  it('stops when its signal aborts', async () => {
    const already = new AbortController();
    already.abort();
    await expect(
      uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB, signal: already.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });

    server.use(
      http.post(url(DOCUMENTS), async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ uuid: 'late' });
      }),
    );
    const controller = new AbortController();
    const sent = uploadFile({
      url: DOCUMENTS,
      file: pdf(),
      fields: PAYSTUB,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up after the timeout', async () => {
    server.use(
      http.post(url(DOCUMENTS), async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({ uuid: 'late' });
      }),
    );
    await expect(
      uploadFile({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB, timeoutMs: 50 }),
    ).rejects.toMatchObject({
      status: 'TIMEOUT_ERROR',
      message: `Response was not defined for ${url(DOCUMENTS)}`,
    });
  });
});

describe('useUploadFile', () => {
  it("sends the store's organisation as x-org and raises session events on its store", async () => {
    const { store } = testStore('/account/heloc/', {
      organisation: { ...parseOrganisation({}), orgCode: 'partner' },
    });
    const dispatched: unknown[] = [];
    const dispatch = store.dispatch;
    jest.spyOn(store, 'dispatch').mockImplementation((action) => {
      dispatched.push(action);
      return dispatch(action);
    });
    const { result } = renderHook(() => useUploadFile(), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    let org: string | null = null;
    server.use(
      http.post(url(DOCUMENTS), ({ request }) => {
        org = request.headers.get('x-org');
        return HttpResponse.json({ errors: [{ message: 'Unauthenticated' }] }, { status: 401 });
      }),
    );
    await expect(
      result.current({ url: DOCUMENTS, file: pdf(), fields: PAYSTUB }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(org).toBe('partner');
    expect(dispatched).toContainEqual(sessionEnded({ status: 401, endpoint: UPLOAD_ENDPOINT }));
  });
});
