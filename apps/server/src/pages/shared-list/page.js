// The shared shopping list's script (ADR 093). The page works without it: the form posts ticks.
// With it, a tick shows at once, is kept in localStorage with its own id and the device's time,
// and is sent when the device is online, in order, again and again with growing pauses until the
// server has answered it. A command sent twice is answered "duplicate", so nothing is counted twice.
(function () {
  "use strict";
  var form = document.querySelector("form[data-shared-list]");
  if (!form) return;
  var token = form.getAttribute("data-token") || "";
  var endpoint = "/api/shared-lists/" + encodeURIComponent(token) + "/commands";
  var storeKey = "simmer.shared-list." + token;
  var deviceKey = "simmer.shared-list.device";
  var status = form.querySelector(".sync");
  var BATCH = 200;
  var sending = false;
  var attempt = 0;
  var timer = null;
  var stopped = false;

  function uuid() {
    if (window.crypto && typeof window.crypto.randomUUID === "function") return window.crypto.randomUUID();
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map
      .call(bytes, function (b) {
        return (b + 0x100).toString(16).slice(1);
      })
      .join("");
    return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-" + hex.slice(20);
  }

  function read(key, fallback) {
    try {
      var raw = window.localStorage.getItem(key);
      return raw ? JSON.parse(raw) : fallback;
    } catch {
      return fallback;
    }
  }
  function write(key, value) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* Private browsing without storage: ticks still go out while the page stays open. */
    }
  }

  var deviceId = read(deviceKey, null);
  if (typeof deviceId !== "string") {
    deviceId = uuid();
    write(deviceKey, deviceId);
  }
  var queue = read(storeKey, []);
  if (!Array.isArray(queue)) queue = [];

  function boxes() {
    return Array.prototype.slice.call(form.querySelectorAll('input[type="checkbox"][name="tick"]'));
  }
  function boxFor(uid) {
    return (
      boxes().filter(function (box) {
        return box.value === uid;
      })[0] || null
    );
  }
  function waitingFor(uid) {
    return queue.some(function (command) {
      return command.uid === uid;
    });
  }

  function show() {
    if (!status) return;
    status.hidden = false;
    status.className = "sync";
    if (stopped) {
      status.className = "sync gone";
      status.textContent = "This list is no longer shared. Ticks made here are not sent.";
      return;
    }
    var waiting = queue.length;
    var changes = waiting + (waiting === 1 ? " tick" : " ticks");
    if (!navigator.onLine) {
      status.className = "sync offline";
      status.textContent = waiting ? "Offline · " + changes + " waiting to be sent" : "Offline · ticks are kept on this device";
    } else if (waiting) {
      status.textContent = "Online · sending " + changes + "…";
    } else {
      status.textContent = "Online · every tick is saved";
    }
  }

  function schedule() {
    if (timer !== null || stopped) return;
    var pause = Math.min(60000, 1000 * Math.pow(2, attempt)) * (0.75 + Math.random() * 0.5);
    attempt += 1;
    timer = window.setTimeout(function () {
      timer = null;
      flush();
    }, pause);
  }

  function adopt(result) {
    var box = result.item ? boxFor(result.item.uid) : null;
    if (!box) return;
    box.setAttribute("data-version", String(result.item.version));
    // A tick made while this one travelled is newer than the answer: keep what the person sees.
    if (!waitingFor(result.item.uid)) box.checked = result.item.in_basket;
  }

  function flush() {
    if (sending || stopped || queue.length === 0 || !navigator.onLine) {
      show();
      return;
    }
    sending = true;
    show();
    var batch = queue.slice(0, BATCH);
    var sentIds = batch.map(function (command) {
      return command.id;
    });
    fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ device_id: deviceId, commands: batch }),
      credentials: "omit",
    })
      .then(function (response) {
        if (response.status === 404) {
          stopped = true;
          queue = [];
          write(storeKey, queue);
          boxes().forEach(function (box) {
            box.disabled = true;
          });
          return null;
        }
        if (response.status === 400) {
          // Commands the server can never accept would block the rest: they are dropped.
          queue = queue.filter(function (command) {
            return sentIds.indexOf(command.id) === -1;
          });
          write(storeKey, queue);
          return null;
        }
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then(function (answer) {
        sending = false;
        if (answer && Array.isArray(answer.results)) {
          queue = queue.filter(function (command) {
            return sentIds.indexOf(command.id) === -1;
          });
          write(storeKey, queue);
          answer.results.forEach(function (result) {
            if (result.status === "gone") {
              var sent = batch.filter(function (command) {
                return command.id === result.id;
              })[0];
              var box = sent ? boxFor(sent.uid) : null;
              if (box) box.disabled = true;
            } else {
              adopt(result);
            }
          });
        }
        attempt = 0;
        show();
        if (queue.length) flush();
      })
      .catch(function () {
        sending = false;
        show();
        schedule();
      });
  }

  // Ticks still waiting from an earlier visit show over the state the page was drawn with.
  queue.forEach(function (command) {
    var box = boxFor(command.uid);
    if (box) box.checked = command.type === "tick";
  });

  form.classList.add("live");
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    flush();
  });
  form.addEventListener("change", function (event) {
    var box = event.target;
    if (!box || box.name !== "tick" || stopped) return;
    queue.push({
      id: uuid(),
      type: box.checked ? "tick" : "untick",
      uid: box.value,
      at: new Date().toISOString(),
      base_version: Number(box.getAttribute("data-version") || "0"),
    });
    write(storeKey, queue);
    attempt = 0;
    flush();
  });
  window.addEventListener("online", function () {
    attempt = 0;
    if (timer !== null) {
      window.clearTimeout(timer);
      timer = null;
    }
    flush();
  });
  window.addEventListener("offline", show);
  flush();
  show();

  // Someone holding only the link has no app installed: the app's service worker, registered here,
  // answers this page from its "shared-lists" cache when there is no connection (ADR 093, 095), so
  // the page and its own script and style are put there now, not only on the next visit.
  if ("serviceWorker" in navigator && "caches" in window) {
    var own = [window.location.pathname];
    Array.prototype.forEach.call(
      document.querySelectorAll('script[src^="/shopping-list/assets/"], link[href^="/shopping-list/assets/"]'),
      function (el) {
        own.push(el.getAttribute("src") || el.getAttribute("href"));
      },
    );
    navigator.serviceWorker
      .register("/sw.js")
      .then(function () {
        return Promise.all([
          window.caches.open("shared-lists").then(function (cache) {
            return cache.add(own[0]);
          }),
          window.caches.open("shared-list-assets").then(function (cache) {
            return cache.addAll(own.slice(1));
          }),
        ]);
      })
      .catch(function () {
        /* Without a service worker or storage the page still works while it stays open. */
      });
  }
})();
