/**
 * What styled-components takes from React, from Preact. It imports React's default export, which
 * in preact/compat is an object naming everything compat has (Suspense, portals, hydration…), so
 * nothing of it could be left out of the bundle; this object names only what styled-components uses.
 */
import {
  Children,
  createContext,
  createElement,
  forwardRef,
  memo,
  useContext,
  useDebugValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/compat';

export { createElement };

export default {
  Children,
  createContext,
  createElement,
  forwardRef,
  memo,
  useContext,
  useDebugValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
};
