/**
 * The taps made on a server-rendered page before its script is ready (decision 220). The built
 * index.html carries this script inline in its head (apps/web/vite.config.ts), and the API's
 * Content-Security-Policy allows exactly it by its SHA-256 hash (apps/api/src/app.ts): no other inline
 * script runs.
 *
 * Until the app has hydrated, it holds back what only the app can do: a click on a button, a checkbox
 * or a label, a choice in a select, the submit of a form that is not a GET form, Enter or Escape in a
 * field outside a form. Each is kept (with the select's value) and its default action and propagation
 * stopped, so neither the browser nor a half-hydrated React acts on it; apps/web/src/ssr/event-replay.ts
 * plays them again, in order, once the page answers. Links and GET forms are left to the browser, which
 * follows them whatever the script's state, except while taps are held: then a plain click on a link or
 * a GET form's submit waits behind them (leaving the page would lose them). Typing and focusing are
 * always left to the browser (the text stays in its field).
 *
 * Plain ES5 in a string: it runs before any module and is hashed byte for byte.
 */
export const EVENT_CAPTURE_GLOBAL = '__parashopEvents';

/**
 * Where the pages keep the scroll position of each history entry (apps/web/src/app/scroll-manager.tsx):
 * a JSON list of [key, scrollY], the key being React Router's key of the entry ("default" for an entry
 * with no history state) and the path with its query.
 */
export const SCROLL_POSITIONS_STORAGE_KEY = 'scroll-positions';

/** How many positions are kept (the most recent ones). */
export const SCROLL_POSITIONS_KEPT = 50;

export const EVENT_CAPTURE_SCRIPT =
  '(function(w){' +
  "var s={q:[],done:false};w['" +
  EVENT_CAPTURE_GLOBAL +
  "']=s;" +
  // What a click acts on, when only the app can act on it (null: the browser's business).
  'function target(e){' +
  "var r=document.getElementById('root'),t=e.target;" +
  'if(s.done||!r||!t||!t.closest||!r.contains(t))return null;' +
  // A link is the browser's, unless taps are already held: then it waits behind them, so a tap on Add
  // to cart followed at once by the cart link still fills the cart (a plain click only: a new tab or a
  // download leaves the page as it is).
  "var a=t.closest('a[href]');" +
  "if(a)return s.q.length&&e.button===0&&!e.ctrlKey&&!e.metaKey&&!e.shiftKey&&!e.altKey&&!a.target&&!a.hasAttribute('download')?a:null;" +
  "var c=t.closest('button,input,select,textarea,label,summary,[role=button],[role=checkbox],[role=radio],[role=switch],[role=tab],[role=option],[role=menuitem]');" +
  'if(!c||c.disabled)return null;' +
  "if(c.matches('select,textarea,input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=image]):not([type=reset])'))return null;" +
  "var f=c.form;if(f&&f.method==='get'&&c.matches('button:not([type=button]):not([type=reset]),input[type=submit],input[type=image]'))return null;" +
  'return c}' +
  'function hold(e,x){e.preventDefault();e.stopPropagation();s.q.push(x)}' +
  "w.addEventListener('click',function(e){var c=target(e);if(c)hold(e,{type:'click',el:c})},true);" +
  "w.addEventListener('submit',function(e){var f=e.target,r=document.getElementById('root');" +
  "if(s.done||!r||!r.contains(f)||(f.method==='get'&&!s.q.length))return;hold(e,{type:'submit',el:f,by:e.submitter||null})},true);" +
  "w.addEventListener('change',function(e){var t=e.target,r=document.getElementById('root');" +
  "if(s.done||!r||!r.contains(t)||t.tagName!=='SELECT')return;hold(e,{type:'change',el:t,value:t.value})},true);" +
  "w.addEventListener('keydown',function(e){var t=e.target,r=document.getElementById('root');" +
  "if(s.done||!r||!r.contains(t)||(e.key!=='Enter'&&e.key!=='Escape'))return;" +
  "if(!t.matches('input,textarea')||(t.form&&e.key==='Enter'))return;hold(e,{type:'key',el:t,key:e.key})},true);" +
  // A page left before the app is ready (a link followed at once) keeps its scroll position where the
  // app keeps it, so Back brings the reader there even when the browser cannot (decision 220).
  "w.addEventListener('pagehide',function(){if(s.done)return;try{" +
  "var h=w.history.state,l=w.location,k=(h&&h.key||'default')+' '+l.pathname+l.search,n='" +
  SCROLL_POSITIONS_STORAGE_KEY +
  "',a=JSON.parse(w.sessionStorage.getItem(n)||'[]'),b=[];" +
  'for(var i=0;i<a.length;i++)if(a[i]&&a[i][0]!==k)b.push(a[i]);' +
  'b.push([k,w.scrollY]);w.sessionStorage.setItem(n,JSON.stringify(b.slice(-' +
  SCROLL_POSITIONS_KEPT +
  ')))}catch(x){}})' +
  '})(window);';

// What it keeps (CapturedEvent) is typed beside its reader, apps/web/src/ssr/captured-events.ts: the
// DOM types belong to the web app, not to this package (the API imports it for the hash).
