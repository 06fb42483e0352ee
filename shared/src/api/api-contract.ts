/** The generated API contract read the way the app calls it: the paths per method, and each call's query, body and answer data. */
import type { paths } from '@racing/shared/src/api/openapi-types';
import type { RequestOptions, UploadOptions } from '@racing/shared/src/api/api-client';

/** The contract's paths without the client's `/api` base: '/app/user/info/person'. */
type ClientPaths = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };

export type ApiMethod = 'get' | 'post';

/** The paths that answer `M`, as call sites write them. */
export type ApiPath<M extends ApiMethod> = { [P in keyof ClientPaths]: ClientPaths[P] extends Record<M, object> ? P : never }[keyof ClientPaths];

type Operation<P extends ApiPath<M>, M extends ApiMethod> = ClientPaths[P][M];
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;

/** What a successful call answers: the envelope's `data`. */
export type ResponseData<P extends ApiPath<M>, M extends ApiMethod> =
  Operation<P, M> extends { responses: { 200: infer Success } } ? (Json<Success> extends { data: infer D } ? D : never) : never;

/** The JSON body a POST sends (`never` when it takes none). */
export type RequestBody<P extends ApiPath<'post'>> = Operation<P, 'post'> extends { requestBody?: infer Body } ? Json<NonNullable<Body>> : never;

/** The query a GET sends (`never` when it takes none). */
export type RequestQuery<P extends ApiPath<'get'>> = Operation<P, 'get'> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** No argument when the call takes nothing, an optional one when an empty object would do, else a required one. */
type ArgumentOf<T> = [T] extends [never] ? [] : Record<string, never> extends T ? [T?] : [T];

/** What a call may add after its query or body: when it went out and was answered (RequestOptions). */
export type CallOptions = Pick<RequestOptions, 'onAnswered'>;

/** The app's client as the contract allows it: the path picks the query or body it takes and the data it resolves to. */
export interface ContractClient {
  get<P extends ApiPath<'get'>>(path: P, ...query: ArgumentOf<RequestQuery<P>>): Promise<ResponseData<P, 'get'>>;
  /** The same call with options; a call without a query passes `undefined` for it. */
  get<P extends ApiPath<'get'>>(path: P, query: ([RequestQuery<P>] extends [never] ? undefined : RequestQuery<P>) | undefined, options: CallOptions): Promise<ResponseData<P, 'get'>>;
  post<P extends ApiPath<'post'>>(path: P, ...body: ArgumentOf<RequestBody<P>>): Promise<ResponseData<P, 'post'>>;
  /** A multipart upload of one file (POST /app/base/comm/upload), reporting its progress. */
  upload<P extends ApiPath<'post'>>(path: P, file: Blob, options?: UploadOptions): Promise<ResponseData<P, 'post'>>;
}
