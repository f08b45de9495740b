import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageVariant, variantLang, variantSavesData, wantsDataSaver } from './data-saver.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('the data saver on the server (decisions 014)', () => {
  it("follows the browser's Save-Data header", () => {
    expect(wantsDataSaver(request({ 'save-data': 'on' }))).toBe(true);
    expect(wantsDataSaver(request({ 'save-data': 'On ' }))).toBe(true);
    expect(wantsDataSaver(request({ 'save-data': 'off' }))).toBe(false);
    expect(wantsDataSaver(request({}))).toBe(false);
  });

  it("lets the reader's own switch win over the header", () => {
    expect(wantsDataSaver(request({ cookie: 'lang=hi; save_data=1' }))).toBe(true);
    expect(wantsDataSaver(request({ cookie: 'save_data=0', 'save-data': 'on' }))).toBe(false);
    expect(wantsDataSaver(request({ cookie: 'save_data=maybe', 'save-data': 'on' }))).toBe(true);
  });

  it('keeps the light page apart in the micro-cache, by variant', () => {
    expect([pageVariant('en', false), pageVariant('hi', true)]).toEqual(['en', 'hi-lite']);
    expect([variantLang('hi-lite'), variantLang('en'), variantLang('')]).toEqual(['hi', 'en', 'en']);
    expect([variantSavesData('hi-lite'), variantSavesData('hi')]).toEqual([true, false]);
  });
});
