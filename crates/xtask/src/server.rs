//! A small static file server for the built site: serves `dist/` under a base path, on
//! 127.0.0.1 only, with the single-page-app fallback to `index.html` for route paths.

use std::path::{Path, PathBuf};
use std::thread::{self, JoinHandle};

use anyhow::anyhow;
use tiny_http::{Header, Request, Response, Server, StatusCode};

/// A server answering on background threads: one takes requests in turn and hands each to a
/// thread of its own, so a client that stops reading an answer holds up no other request.
pub(crate) struct Running {
    /// Where it listens, as `http://127.0.0.1:PORT`.
    pub(crate) origin: String,
    server: std::sync::Arc<Server>,
    thread: Option<JoinHandle<()>>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.server.unblock();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Starts serving `dist` under `base` on `port` (0 picks a free one).
pub(crate) fn start(dist: &Path, base: &str, port: u16) -> anyhow::Result<Running> {
    let server = Server::http(("127.0.0.1", port))
        .map_err(|e| anyhow!("listening on 127.0.0.1:{port}: {e}"))?;
    let port = server.server_addr().to_ip().map(|a| a.port()).unwrap_or(port);
    let server = std::sync::Arc::new(server);
    let (dist, base) = (dist.to_path_buf(), base.to_owned());
    let worker = server.clone();
    let thread = thread::spawn(move || {
        for request in worker.incoming_requests() {
            let (dist, base) = (dist.clone(), base.clone());
            // An answer that never finishes (a client that stopped reading) ends with the process.
            thread::spawn(move || respond(&dist, &base, request));
        }
    });
    Ok(Running { origin: format!("http://127.0.0.1:{port}"), server, thread: Some(thread) })
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
        return Answer::File(shell(dist));
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
    Answer::File(shell(dist))
}

/// The page for a path that is no file and no prerendered route: `404.html` (the prerendered
/// not-found page, where the app renders the route itself), as GitHub Pages answers; or
/// `index.html` in a build without it.
fn shell(dist: &Path) -> PathBuf {
    let not_found = dist.join("404.html");
    if not_found.is_file() { not_found } else { dist.join("index.html") }
}

fn respond(dist: &Path, base: &str, request: Request) {
    let answer = resolve(dist, base, request.url());
    let result = match answer {
        Answer::File(path) => match std::fs::read(&path) {
            Ok(bytes) => {
                let mut response = Response::from_data(bytes);
                for h in [("Content-Type", content_type(&path)), ("Cache-Control", "no-cache")] {
                    if let Ok(h) = Header::from_bytes(h.0, h.1) {
                        response.add_header(h);
                    }
                }
                request.respond(response)
            }
            Err(_) => request.respond(Response::empty(StatusCode(500))),
        },
        Answer::Redirect(to) => {
            let mut response = Response::empty(StatusCode(302));
            if let Ok(h) = Header::from_bytes("Location", to.as_bytes()) {
                response.add_header(h);
            }
            request.respond(response)
        }
        Answer::NotFound => {
            request.respond(Response::from_string("not found").with_status_code(404))
        }
    };
    let _ = result;
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
        check("/", "/guide/en/why?x=1", Answer::File(d.join("index.html")));
        check(
            "/",
            "/guide/en/prerendered",
            Answer::File(d.join("guide/en/prerendered/index.html")),
        );
        check("/", "/guide/en/chapter", Answer::File(d.join("guide/en/chapter.html")));
        check("/", "/guide/en/chapter?q=1#a", Answer::File(d.join("guide/en/chapter.html")));
        check("/", "/missing.js", Answer::NotFound);
        check("/", "/../etc/passwd", Answer::NotFound);
        check("/", "/%2e%2e/x", Answer::File(d.join("index.html")));
        check("/", "/catalog/%3Cscript%3E", Answer::File(d.join("index.html")));
        check("/", "/catalog/1.5e309", Answer::File(d.join("index.html")));
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
}
