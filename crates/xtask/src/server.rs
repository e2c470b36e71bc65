//! A small static file server for the built site: serves `dist/` under a base path, on
//! 127.0.0.1 only, and answers as GitHub Pages does: a file as is, a route `x` with its
//! prerendered `x.html`, a folder with its `index.html`, and any other path with the prerendered
//! not-found page `404.html` and status 404 (the app then renders the route itself). A build
//! without `404.html` gets `index.html` with 200. A missing asset is a plain 404.
//!
//! One thread per connection and one answer per connection (`Connection: close`), requests read
//! with `httparse`, so that no connection waits behind another's keep-alive.

use std::io::{Read as _, Write as _};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use anyhow::Context as _;

/// A server answering on background threads: one accepts connections and hands each to a
/// thread of its own, so neither a client that stops reading nor one that never asks holds up
/// another.
pub(crate) struct Running {
    /// Where it listens, as `http://127.0.0.1:PORT`.
    pub(crate) origin: String,
    stop: Arc<AtomicBool>,
    port: u16,
    thread: Option<JoinHandle<()>>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wakes the accepting thread, which then sees `stop`.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Starts serving `dist` under `base` on `port` (0 picks a free one).
pub(crate) fn start(dist: &Path, base: &str, port: u16) -> anyhow::Result<Running> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .with_context(|| format!("listening on 127.0.0.1:{port}"))?;
    let port = listener.local_addr()?.port();
    let stop = Arc::new(AtomicBool::new(false));
    let (dist, base, stopping) = (dist.to_path_buf(), base.to_owned(), stop.clone());
    let thread = thread::spawn(move || {
        for stream in listener.incoming() {
            if stopping.load(Ordering::SeqCst) {
                break;
            }
            let Ok(stream) = stream else { continue };
            let (dist, base) = (dist.clone(), base.clone());
            // A connection that never finishes ends with the process.
            thread::spawn(move || serve_connection(stream, &dist, &base));
        }
    });
    Ok(Running { origin: format!("http://127.0.0.1:{port}"), stop, port, thread: Some(thread) })
}

/// Serves until the process is stopped.
pub(crate) fn serve_forever(dist: &Path, base: &str, port: u16) -> anyhow::Result<()> {
    let running = start(dist, base, port)?;
    println!("serve: http://127.0.0.1:{port}{base} (Ctrl-C to stop)");
    if let Some(t) = running.thread.as_ref() {
        while !t.is_finished() {
            thread::park();
        }
    }
    Ok(())
}

/// What to answer for a request path.
#[derive(Debug, PartialEq, Eq)]
enum Answer {
    File(PathBuf),
    /// The page for a path that is no file: `404.html` (answered with 404), or `index.html`.
    Shell(PathBuf),
    Redirect(String),
    NotFound,
}

fn resolve(dist: &Path, base: &str, url: &str) -> Answer {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    if format!("{path}/") == base {
        return Answer::Redirect(base.to_owned());
    }
    let Some(rel) = path.strip_prefix(base) else {
        return if path == "/" { Answer::Redirect(base.to_owned()) } else { Answer::NotFound };
    };
    if rel.split('/').any(|s| s == ".." || s.contains('\\')) {
        return Answer::NotFound;
    }
    // A percent-encoded path is never a file here (nothing is decoded, so "%2e%2e" cannot climb
    // out of dist/): it is a route, and the app answers it, as GitHub Pages' 404.html does.
    if rel.contains('%') {
        return Answer::Shell(shell(dist));
    }
    let candidate = dist.join(rel);
    if !rel.is_empty() && candidate.is_file() {
        return Answer::File(candidate);
    }
    // A prerendered route: `guide/en/cost-models` is `guide/en/cost-models.html`.
    let page = dist.join(format!("{}.html", rel.trim_end_matches('/')));
    if !rel.is_empty() && page.is_file() {
        return Answer::File(page);
    }
    let index = candidate.join("index.html");
    if index.is_file() {
        return Answer::File(index);
    }
    let last = rel.rsplit('/').next().unwrap_or_default();
    let asset = ["js", "wasm", "css", "png", "svg", "ico", "json", "webmanifest", "txt", "html"];
    if last.rsplit_once('.').is_some_and(|(_, ext)| asset.contains(&ext)) {
        // An asset that is not there: a real 404, not the app.
        return Answer::NotFound;
    }
    Answer::Shell(shell(dist))
}

/// The page for a path that is no file and no prerendered route: `404.html` (the prerendered
/// not-found page, where the app renders the route itself), as GitHub Pages answers; or
/// `index.html` in a build without it.
fn shell(dist: &Path) -> PathBuf {
    let not_found = dist.join("404.html");
    if not_found.is_file() { not_found } else { dist.join("index.html") }
}

/// The most a request's head may take; more gets 431.
const MAX_HEAD: usize = 16 * 1024;

/// Reads one request from `stream` and answers it.
fn serve_connection(mut stream: TcpStream, dist: &Path, base: &str) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
    let _ = stream.set_nodelay(true);
    let mut head = Vec::with_capacity(1024);
    let mut chunk = [0u8; 2048];
    let (method, target) = loop {
        let n = match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        head.extend_from_slice(&chunk[..n]);
        let mut headers = [httparse::EMPTY_HEADER; 64];
        let mut request = httparse::Request::new(&mut headers);
        match request.parse(&head) {
            Ok(httparse::Status::Complete(_)) => {
                break (
                    request.method.unwrap_or_default().to_owned(),
                    request.path.unwrap_or_default().to_owned(),
                );
            }
            Ok(httparse::Status::Partial) if head.len() <= MAX_HEAD => {}
            Ok(httparse::Status::Partial) => {
                return write_answer(
                    &mut stream,
                    "431 Request Header Fields Too Large",
                    &[],
                    b"",
                    true,
                );
            }
            Err(_) => return write_answer(&mut stream, "400 Bad Request", &[], b"", true),
        }
    };
    let with_body = method != "HEAD";
    if method != "GET" && method != "HEAD" {
        return write_answer(
            &mut stream,
            "405 Method Not Allowed",
            &[("Allow", "GET, HEAD")],
            b"",
            true,
        );
    }
    match resolve(dist, base, &target) {
        Answer::File(path) => match std::fs::read(&path) {
            Ok(bytes) => {
                let headers =
                    [("Content-Type", content_type(&path)), ("Cache-Control", "no-cache")];
                write_answer(&mut stream, "200 OK", &headers, &bytes, with_body);
            }
            Err(_) => write_answer(&mut stream, "500 Internal Server Error", &[], b"", with_body),
        },
        Answer::Shell(path) => match std::fs::read(&path) {
            Ok(bytes) => {
                let status = if path.ends_with("404.html") { "404 Not Found" } else { "200 OK" };
                let headers =
                    [("Content-Type", content_type(&path)), ("Cache-Control", "no-cache")];
                write_answer(&mut stream, status, &headers, &bytes, with_body);
            }
            Err(_) => write_answer(&mut stream, "500 Internal Server Error", &[], b"", with_body),
        },
        Answer::Redirect(to) => {
            write_answer(&mut stream, "302 Found", &[("Location", to.as_str())], b"", with_body)
        }
        Answer::NotFound => write_answer(
            &mut stream,
            "404 Not Found",
            &[("Content-Type", "text/plain; charset=utf-8")],
            b"not found",
            with_body,
        ),
    }
}

/// Writes a whole answer and closes the connection.
fn write_answer(
    stream: &mut TcpStream,
    status: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    with_body: bool,
) {
    let mut head =
        format!("HTTP/1.1 {status}\r\nContent-Length: {}\r\nConnection: close\r\n", body.len());
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    let _ = stream.write_all(head.as_bytes());
    if with_body {
        let _ = stream.write_all(body);
    }
    let _ = stream.flush();
    let _ = stream.shutdown(std::net::Shutdown::Write);
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dist() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("gpuplan-serve-test-{}", std::process::id()));
        let _ = std::fs::create_dir_all(dir.join("guide/en/prerendered"));
        let _ = std::fs::write(dir.join("index.html"), "app");
        let _ = std::fs::write(dir.join("app-1a2b.wasm"), "wasm");
        let _ = std::fs::write(dir.join("guide/en/prerendered/index.html"), "page");
        let _ = std::fs::write(dir.join("guide/en/chapter.html"), "chapter");
        dir
    }

    #[test]
    fn resolves_files_routes_and_misses() {
        let d = dist();
        let check = |base: &str, url: &str, expected: Answer| {
            assert_eq!(resolve(&d, base, url), expected, "{base} {url}")
        };
        check("/", "/", Answer::File(d.join("index.html")));
        check("/", "/app-1a2b.wasm", Answer::File(d.join("app-1a2b.wasm")));
        check("/", "/guide/en/why?x=1", Answer::Shell(d.join("index.html")));
        check(
            "/",
            "/guide/en/prerendered",
            Answer::File(d.join("guide/en/prerendered/index.html")),
        );
        check("/", "/guide/en/chapter", Answer::File(d.join("guide/en/chapter.html")));
        check("/", "/guide/en/chapter?q=1#a", Answer::File(d.join("guide/en/chapter.html")));
        check("/", "/missing.js", Answer::NotFound);
        check("/", "/../etc/passwd", Answer::NotFound);
        check("/", "/%2e%2e/x", Answer::Shell(d.join("index.html")));
        check("/", "/catalog/%3Cscript%3E", Answer::Shell(d.join("index.html")));
        check("/", "/catalog/1.5e309", Answer::Shell(d.join("index.html")));
        check("/gpuplan/", "/gpuplan/", Answer::File(d.join("index.html")));
        check("/gpuplan/", "/gpuplan", Answer::Redirect("/gpuplan/".to_owned()));
        check("/gpuplan/", "/", Answer::Redirect("/gpuplan/".to_owned()));
        check("/gpuplan/", "/app-1a2b.wasm", Answer::NotFound);
        check("/gpuplan/", "/gpuplan/app-1a2b.wasm", Answer::File(d.join("app-1a2b.wasm")));
    }

    #[test]
    fn a_client_that_stops_reading_does_not_hold_up_another() {
        use std::io::{Read as _, Write as _};
        use std::net::TcpStream;
        use std::time::Duration;

        let dir = std::env::temp_dir().join(format!("gpuplan-serve-slow-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join("index.html"), "app");
        // Far more than the socket buffers hold, so answering it blocks until the client reads.
        let _ = std::fs::write(dir.join("big.bin"), vec![b'x'; 64 * 1024 * 1024]);
        let Ok(running) = start(&dir, "/", 0) else { panic!("the server did not start") };
        let addr = running.origin.trim_start_matches("http://").to_owned();

        let Ok(mut stalled) = TcpStream::connect(&addr) else { panic!("no connection") };
        let _ = stalled.write_all(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n");
        std::thread::sleep(Duration::from_millis(300));

        let Ok(mut other) = TcpStream::connect(&addr) else { panic!("no second connection") };
        let _ = other.set_read_timeout(Some(Duration::from_secs(10)));
        let _ =
            other.write_all(b"GET /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        let mut answer = String::new();
        let _ = other.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer:?}");
        assert!(answer.ends_with("app"), "{answer:?}");
        drop(stalled);
        drop(running);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Sends `request` on a new connection and returns the whole answer.
    fn exchange(origin: &str, request: &str) -> String {
        use std::io::{Read as _, Write as _};
        let Ok(mut c) = TcpStream::connect(origin.trim_start_matches("http://")) else {
            return String::new();
        };
        let _ = c.set_read_timeout(Some(Duration::from_secs(10)));
        let _ = c.write_all(request.as_bytes());
        let mut answer = String::new();
        let _ = c.read_to_string(&mut answer);
        answer
    }

    #[test]
    fn answers_over_the_wire_one_per_connection() {
        let dir = std::env::temp_dir().join(format!("gpuplan-serve-wire-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join("index.html"), "app");
        let Ok(running) = start(&dir, "/gpuplan/", 0) else { panic!("the server did not start") };
        let o = running.origin.clone();
        // Connections that never send a request hold up nothing.
        let idle: Vec<_> = (0..8)
            .filter_map(|_| TcpStream::connect(o.trim_start_matches("http://")).ok())
            .collect();
        assert_eq!(idle.len(), 8);

        let ok = exchange(&o, "GET /gpuplan/ HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(ok.starts_with("HTTP/1.1 200 OK\r\n"), "{ok:?}");
        assert!(
            ok.contains("Content-Length: 3\r\n") && ok.contains("Connection: close\r\n"),
            "{ok:?}"
        );
        assert!(ok.contains("Content-Type: text/html; charset=utf-8\r\n"), "{ok:?}");
        assert!(ok.ends_with("\r\n\r\napp"), "{ok:?}");

        let head = exchange(&o, "HEAD /gpuplan/ HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n") && head.ends_with("\r\n\r\n"), "{head:?}");
        assert!(head.contains("Content-Length: 3\r\n"), "{head:?}");

        let moved = exchange(&o, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(
            moved.starts_with("HTTP/1.1 302 Found\r\n")
                && moved.contains("Location: /gpuplan/\r\n"),
            "{moved:?}"
        );

        let missing = exchange(&o, "GET /gpuplan/app-0.wasm HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(missing.starts_with("HTTP/1.1 404 Not Found\r\n"), "{missing:?}");

        // Without a 404.html, a route is answered with the app's index.html and 200; with one,
        // with that page and 404, as GitHub Pages answers.
        let route = exchange(&o, "GET /gpuplan/no/such/page HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(route.starts_with("HTTP/1.1 200 OK\r\n") && route.ends_with("app"), "{route:?}");
        let _ = std::fs::write(dir.join("404.html"), "not found page");
        let _ = std::fs::write(dir.join("catalog.html"), "catalog page");
        let route = exchange(&o, "GET /gpuplan/no/such/page HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(
            route.starts_with("HTTP/1.1 404 Not Found\r\n") && route.ends_with("not found page"),
            "{route:?}"
        );
        assert!(route.contains("Content-Type: text/html; charset=utf-8\r\n"), "{route:?}");
        let page = exchange(&o, "GET /gpuplan/catalog?gpu=h100 HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(
            page.starts_with("HTTP/1.1 200 OK\r\n") && page.ends_with("catalog page"),
            "{page:?}"
        );

        let post = exchange(&o, "POST /gpuplan/ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
        assert!(post.starts_with("HTTP/1.1 405 Method Not Allowed\r\n"), "{post:?}");

        let junk = exchange(&o, "\u{1}\u{2} nonsense\r\n\r\n");
        assert!(junk.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{junk:?}");

        let long = exchange(
            &o,
            &format!("GET /gpuplan/ HTTP/1.1\r\nX: {}\r\n", "a".repeat(MAX_HEAD + 10)),
        );
        assert!(long.starts_with("HTTP/1.1 431"), "{long:?}");

        drop(idle);
        drop(running);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
