//! A small static file server for the built site: serves `dist/` under a base path, on
//! 127.0.0.1 only, and answers as GitHub Pages does: a file as is, a route `x` with its
//! prerendered `x.html`, a folder with its `index.html`, and any other path with the prerendered
//! not-found page `404.html` and status 404 (the app then renders the route itself). A build
//! without `404.html` gets `index.html` with 200. A missing asset is a plain 404.
//!
//! One thread per connection and one answer per connection (`Connection: close`), requests read
//! with `httparse`, so that no connection waits behind another's keep-alive.
//!
//! Bodies go out as they are on disk ([`Encoding::Identity`], the end-to-end tests' servers), or
//! compressed for a client that accepts it: gzip only, as GitHub Pages answers
//! ([`Encoding::GzipLikePages`], the benchmark's), or brotli first, then gzip, as most static
//! hosts answer ([`Encoding::Negotiated`], `cargo xtask serve`'s).

use std::collections::HashMap;
use std::io::{Read as _, Write as _};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, SystemTime};

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

/// How bodies are sent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Encoding {
    /// Every body as it is on disk, whatever the request accepts (the end-to-end tests).
    #[default]
    Identity,
    /// As GitHub Pages answers: the text-like types and wasm ([`compressible`]) gzip-compressed
    /// when the request's `Accept-Encoding` allows gzip, with `Vary: Accept-Encoding`.
    GzipLikePages,
    /// As most static hosts answer (`serve`): the same types brotli-compressed (quality 11,
    /// 22-bit window) when the request allows `br`, else gzip as above. Every brotli body is
    /// made on a background thread when the server starts; until a file's is ready, a client
    /// that accepts gzip gets gzip.
    Negotiated,
}

/// A compressed coding of a body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Coding {
    Gzip,
    Brotli,
}

impl Coding {
    /// The `Content-Encoding` value.
    fn name(self) -> &'static str {
        match self {
            Coding::Gzip => "gzip",
            Coding::Brotli => "br",
        }
    }

    fn compress(self, bytes: &[u8]) -> std::io::Result<Vec<u8>> {
        match self {
            Coding::Gzip => gzip(bytes),
            Coding::Brotli => brotli(bytes),
        }
    }
}

/// What every connection of one server shares.
struct Site {
    dist: PathBuf,
    base: String,
    encoding: Encoding,
    /// Compressed bodies, per file and coding: each is made once, and again only if the file
    /// changes on disk.
    compressed: Mutex<HashMap<(PathBuf, Coding), Compressed>>,
}

/// A file's compressed body, with the length and modification time of the file it was made from.
struct Compressed {
    len: u64,
    modified: Option<SystemTime>,
    body: Arc<Vec<u8>>,
}

/// Starts serving `dist` under `base` on `port` (0 picks a free one), bodies as they are.
pub(crate) fn start(dist: &Path, base: &str, port: u16) -> anyhow::Result<Running> {
    start_with(dist, base, port, Encoding::Identity)
}

/// Starts serving `dist` under `base` on `port` (0 picks a free one), bodies sent as `encoding`
/// says.
pub(crate) fn start_with(
    dist: &Path,
    base: &str,
    port: u16,
    encoding: Encoding,
) -> anyhow::Result<Running> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .with_context(|| format!("listening on 127.0.0.1:{port}"))?;
    let port = listener.local_addr()?.port();
    let stop = Arc::new(AtomicBool::new(false));
    let site = Arc::new(Site {
        dist: dist.to_path_buf(),
        base: base.to_owned(),
        encoding,
        compressed: Mutex::new(HashMap::new()),
    });
    if encoding != Encoding::Identity {
        // Every gzip body made now (under a second for a built site), so that no measured
        // request waits for its compression; brotli's (about 20 s at quality 11) meanwhile.
        site.warm(&site.dist, Coding::Gzip);
    }
    if encoding == Encoding::Negotiated {
        let site = site.clone();
        thread::spawn(move || site.warm(&site.dist, Coding::Brotli));
    }
    let stopping = stop.clone();
    let thread = thread::spawn(move || {
        for stream in listener.incoming() {
            if stopping.load(Ordering::SeqCst) {
                break;
            }
            let Ok(stream) = stream else { continue };
            let site = site.clone();
            // A connection that never finishes ends with the process.
            thread::spawn(move || serve_connection(stream, &site));
        }
    });
    Ok(Running { origin: format!("http://127.0.0.1:{port}"), stop, port, thread: Some(thread) })
}

/// Serves until the process is stopped, first printing the address it serves at (with the port
/// it got, when `port` is 0). Stopping the process is how a caller cuts the server off: the
/// offline tests do, to take the network away from a browser for real.
pub(crate) fn serve_forever(dist: &Path, base: &str, port: u16) -> anyhow::Result<()> {
    anyhow::ensure!(
        dist.join("index.html").is_file(),
        "{} is not a built site: it has no index.html",
        dist.display()
    );
    let running = start_with(dist, base, port, Encoding::Negotiated)?;
    println!("serve: {}{base} (Ctrl-C to stop)", running.origin);
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
fn serve_connection(mut stream: TcpStream, site: &Site) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
    let _ = stream.set_nodelay(true);
    let mut head = Vec::with_capacity(1024);
    let mut chunk = [0u8; 2048];
    let (method, target, accept_encoding) = loop {
        let n = match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        head.extend_from_slice(&chunk[..n]);
        let mut headers = [httparse::EMPTY_HEADER; 64];
        let mut request = httparse::Request::new(&mut headers);
        match request.parse(&head) {
            Ok(httparse::Status::Complete(_)) => {
                // Every `Accept-Encoding` line, as one list (a header may be sent in parts).
                let accepts: Vec<String> = request
                    .headers
                    .iter()
                    .filter(|h| h.name.eq_ignore_ascii_case("accept-encoding"))
                    .map(|h| String::from_utf8_lossy(h.value).into_owned())
                    .collect();
                break (
                    request.method.unwrap_or_default().to_owned(),
                    request.path.unwrap_or_default().to_owned(),
                    (!accepts.is_empty()).then(|| accepts.join(",")),
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
    let (path, status) = match resolve(&site.dist, &site.base, &target) {
        Answer::File(path) => (path, "200 OK"),
        Answer::Shell(path) => {
            let status = if path.ends_with("404.html") { "404 Not Found" } else { "200 OK" };
            (path, status)
        }
        Answer::Redirect(to) => {
            return write_answer(
                &mut stream,
                "302 Found",
                &[("Location", to.as_str())],
                b"",
                with_body,
            );
        }
        Answer::NotFound => {
            return write_answer(
                &mut stream,
                "404 Not Found",
                &[("Content-Type", "text/plain; charset=utf-8")],
                b"not found",
                with_body,
            );
        }
    };
    let mut headers = vec![("Content-Type", content_type(&path)), ("Cache-Control", "no-cache")];
    let negotiated = site.encoding != Encoding::Identity && compressible(&path);
    if negotiated {
        // The answer depends on the request's Accept-Encoding, whichever it is.
        headers.push(("Vary", "Accept-Encoding"));
    }
    let body = match negotiated.then(|| site.encoded(&path, accept_encoding.as_deref())).flatten() {
        Some((coding, body)) => {
            headers.push(("Content-Encoding", coding.name()));
            body.map(Body::Shared)
        }
        None => std::fs::read(&path).map(Body::Owned),
    };
    match body {
        Ok(body) => write_answer(&mut stream, status, &headers, body.bytes(), with_body),
        Err(_) => write_answer(&mut stream, "500 Internal Server Error", &[], b"", with_body),
    }
}

/// A body read for this answer, or one shared from the cache of compressed bodies.
enum Body {
    Owned(Vec<u8>),
    Shared(Arc<Vec<u8>>),
}

impl Body {
    fn bytes(&self) -> &[u8] {
        match self {
            Body::Owned(v) => v,
            Body::Shared(v) => v,
        }
    }
}

impl Site {
    /// Compresses every compressible file under `dir` into the cache, in `coding`.
    fn warm(&self, dir: &Path, coding: Coding) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            // Not following links, so a link to a parent cannot loop.
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                self.warm(&path, coding);
            } else if compressible(&path) {
                let _ = self.compressed_body(&path, coding);
            }
        }
    }

    /// How to send the compressible file at `path` to a client whose `Accept-Encoding` is
    /// `accept`, with the body in that coding: brotli when this server negotiates it, the client
    /// accepts it and the file's is made (or gzip is not accepted); else gzip when accepted; else
    /// as it is (`None`). The cache is looked up once.
    fn encoded(
        &self,
        path: &Path,
        accept: Option<&str>,
    ) -> Option<(Coding, std::io::Result<Arc<Vec<u8>>>)> {
        if self.encoding == Encoding::Negotiated && accepts(accept, &["br"]) {
            let made = self.cached(path, Coding::Brotli);
            if made.is_some() || !accepts(accept, GZIP) {
                let body = made.map_or_else(|| self.compressed_body(path, Coding::Brotli), Ok);
                return Some((Coding::Brotli, body));
            }
        }
        accepts(accept, GZIP).then(|| (Coding::Gzip, self.compressed_body(path, Coding::Gzip)))
    }

    /// The cached body of the file at `path` in `coding`, if the file has not changed since.
    fn cached(&self, path: &Path, coding: Coding) -> Option<Arc<Vec<u8>>> {
        let meta = std::fs::metadata(path).ok()?;
        let cache = self.compressed.lock().ok()?;
        let hit = cache.get(&(path.to_path_buf(), coding))?;
        ((hit.len, hit.modified) == (meta.len(), meta.modified().ok())).then(|| hit.body.clone())
    }

    /// The file at `path` in `coding`: from the cache when the file has not changed since, else
    /// compressed now and kept.
    fn compressed_body(&self, path: &Path, coding: Coding) -> std::io::Result<Arc<Vec<u8>>> {
        if let Some(hit) = self.cached(path, coding) {
            return Ok(hit);
        }
        let meta = std::fs::metadata(path)?;
        let (len, modified) = (meta.len(), meta.modified().ok());
        let body = Arc::new(coding.compress(&std::fs::read(path)?)?);
        if let Ok(mut cache) = self.compressed.lock() {
            let entry = Compressed { len, modified, body: body.clone() };
            cache.insert((path.to_path_buf(), coding), entry);
        }
        Ok(body)
    }
}

/// `bytes` gzip-compressed at zlib's default level (6), the level nginx-style servers use.
fn gzip(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(bytes.len() / 3),
        flate2::Compression::default(),
    );
    encoder.write_all(bytes)?;
    encoder.finish()
}

/// `bytes` brotli-compressed at quality 11 with a 22-bit window, as static hosts serve.
fn brotli(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::with_capacity(bytes.len() / 4);
    {
        let mut w = brotli::CompressorWriter::new(&mut out, 4096, 11, 22);
        w.write_all(bytes)?;
    }
    Ok(out)
}

/// Gzip's names in `Accept-Encoding`.
const GZIP: &[&str] = &["gzip", "x-gzip"];

/// Whether a request's `Accept-Encoding` (absent: `None`) allows a body in the coding `names`
/// name (gzip: `gzip` or its alias `x-gzip`): listed with a quality above 0, or, when it is not
/// listed, `*` with one. No header gets the body as is, as GitHub Pages answers a client that
/// asks for nothing.
fn accepts(header: Option<&str>, names: &[&str]) -> bool {
    let Some(header) = header else { return false };
    let (mut this, mut any) = (None, None);
    for item in header.split(',') {
        let mut parts = item.split(';');
        let coding = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
        // `q=` is a number from 0 to 1; one that does not parse counts as 0 (not acceptable).
        let quality = parts
            .filter_map(|p| p.split_once('='))
            .find(|(k, _)| k.trim().eq_ignore_ascii_case("q"))
            .map_or(1.0, |(_, v)| v.trim().parse::<f64>().unwrap_or(0.0));
        if names.contains(&coding.as_str()) {
            this = Some(quality);
        } else if coding == "*" {
            any = Some(quality);
        }
    }
    this.or(any).is_some_and(|q| q > 0.0)
}

/// The types sent compressed unless [`Encoding::Identity`]. GitHub Pages does not document
/// its list; observed answers show gzip on HTML, CSS, JavaScript, JSON and on `application/wasm`
/// (see maxence-charriere/go-app#866, which checks a `.wasm` served by GitHub Pages), and its
/// CDN compresses text types and SVG. Images other than SVG, icons and fonts (already
/// compressed formats) go as they are.
fn compressible(path: &Path) -> bool {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or_default();
    matches!(
        ext,
        "html"
            | "js"
            | "mjs"
            | "css"
            | "json"
            | "webmanifest"
            | "svg"
            | "wasm"
            | "txt"
            | "md"
            | "xml"
    )
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
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" | "md" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
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
    fn serving_a_folder_that_is_no_built_site_is_refused() {
        let dir = std::env::temp_dir().join(format!("gpuplan-serve-empty-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let Err(e) = serve_forever(&dir, "/", 0) else { panic!("served a folder with no site") };
        assert!(e.to_string().contains("is not a built site"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
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

    #[test]
    fn gzip_is_negotiated_from_accept_encoding() {
        let cases = [
            (None, false),
            (Some(""), false),
            (Some("gzip"), true),
            (Some("GZIP"), true),
            (Some("gzip;q=0"), false),
            (Some("gzip; q=0.000"), false),
            (Some("gzip;q=0.5"), true),
            (Some("br, gzip"), true),
            (Some("gzip, deflate, br, zstd"), true),
            (Some("br"), false),
            (Some("identity"), false),
            (Some("*"), true),
            (Some("*, gzip;q=0"), false),
            (Some("x-gzip"), true),
            (Some("gzip;q=nonsense"), false),
        ];
        for (header, expected) in cases {
            assert_eq!(accepts(header, GZIP), expected, "{header:?}");
        }
    }

    #[test]
    fn a_gzip_body_round_trips() {
        let text = "<p>The same sentence, again and again.</p>\n".repeat(200);
        let Ok(packed) = gzip(text.as_bytes()) else { panic!("gzip failed") };
        assert!(packed.len() < text.len() / 10, "{} of {}", packed.len(), text.len());
        assert_eq!(ungzip(&packed), text);
    }

    /// `body` gzip-decompressed as text; a test fails on anything else.
    fn ungzip(body: &[u8]) -> String {
        use std::io::Read as _;
        let mut text = String::new();
        let Ok(_) = flate2::read::GzDecoder::new(body).read_to_string(&mut text) else {
            panic!("not gzip")
        };
        text
    }

    /// `body` brotli-decompressed as text; a test fails on anything else.
    fn unbrotli(body: &[u8]) -> String {
        use std::io::Read as _;
        let mut text = String::new();
        let Ok(_) = brotli::Decompressor::new(body, 4096).read_to_string(&mut text) else {
            panic!("not brotli")
        };
        text
    }

    /// A site of one page, `page`, in a new directory named after `test`.
    fn one_page_site(test: &str, page: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("gpuplan-serve-{test}-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join("index.html"), page);
        dir
    }

    /// Sends `request` and splits the answer into its head (as text) and its body (as bytes).
    fn exchange_bytes(origin: &str, request: &str) -> (String, Vec<u8>) {
        use std::io::{Read as _, Write as _};
        let Ok(mut c) = TcpStream::connect(origin.trim_start_matches("http://")) else {
            return (String::new(), Vec::new());
        };
        let _ = c.set_read_timeout(Some(Duration::from_secs(10)));
        let _ = c.write_all(request.as_bytes());
        let mut answer = Vec::new();
        let _ = c.read_to_end(&mut answer);
        let split =
            answer.windows(4).position(|w| w == b"\r\n\r\n").map_or(answer.len(), |i| i + 4);
        let body = answer.split_off(split);
        (String::from_utf8_lossy(&answer).into_owned(), body)
    }

    #[test]
    fn compresses_like_pages_only_when_asked_and_accepted() {
        let page = "<!doctype html><p>A page of the guide.</p>\n".repeat(100);
        let dir = one_page_site("gzip", &page);
        let _ = std::fs::write(dir.join("icon.png"), vec![7u8; 4000]);
        let Ok(plain) = start(&dir, "/", 0) else { panic!("the server did not start") };
        let Ok(pages) = start_with(&dir, "/", 0, Encoding::GzipLikePages) else {
            panic!("the server did not start")
        };
        let get = |origin: &str, path: &str, accept: &str| {
            exchange_bytes(origin, &format!("GET {path} HTTP/1.1\r\nHost: x\r\n{accept}\r\n"))
        };

        // The default server ignores Accept-Encoding, as before.
        let (head, body) = get(&plain.origin, "/", "Accept-Encoding: gzip\r\n");
        assert!(!head.contains("Content-Encoding") && !head.contains("Vary"), "{head:?}");
        assert_eq!(body, page.as_bytes());

        // Compressed for a client that accepts gzip, and decompresses to the file; twice, the
        // second from the cache.
        for _ in 0..2 {
            let (head, body) = get(&pages.origin, "/", "Accept-Encoding: br, gzip\r\n");
            assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head:?}");
            assert!(head.contains("Content-Encoding: gzip\r\n"), "{head:?}");
            assert!(head.contains("Vary: Accept-Encoding\r\n"), "{head:?}");
            assert!(head.contains(&format!("Content-Length: {}\r\n", body.len())), "{head:?}");
            assert!(body.len() < page.len() / 10);
            assert_eq!(ungzip(&body), page);
        }

        // As is, but still varying, when gzip is not accepted.
        for accept in ["", "Accept-Encoding: identity\r\n", "Accept-Encoding: gzip;q=0\r\n"] {
            let (head, body) = get(&pages.origin, "/", accept);
            assert!(!head.contains("Content-Encoding"), "{accept:?} {head:?}");
            assert!(head.contains("Vary: Accept-Encoding\r\n"), "{accept:?} {head:?}");
            assert_eq!(body, page.as_bytes(), "{accept:?}");
        }

        // A PNG is already compressed: as is, whatever the request accepts.
        let (head, body) = get(&pages.origin, "/icon.png", "Accept-Encoding: gzip\r\n");
        assert!(!head.contains("Content-Encoding") && !head.contains("Vary"), "{head:?}");
        assert_eq!(body.len(), 4000);

        // A file changed on disk is compressed again.
        let _ = std::fs::write(dir.join("index.html"), "changed");
        let (_, body) = get(&pages.origin, "/", "Accept-Encoding: gzip\r\n");
        assert_eq!(ungzip(&body), "changed");

        drop(plain);
        drop(pages);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn serve_negotiates_brotli_then_gzip() {
        let page = "<!doctype html><p>Another page of the guide.</p>\n".repeat(100);
        let dir = one_page_site("br", &page);
        let Ok(server) = start_with(&dir, "/", 0, Encoding::Negotiated) else {
            panic!("the server did not start")
        };
        let get = |accept: &str| {
            let request = format!("GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: {accept}\r\n\r\n");
            exchange_bytes(&server.origin, &request)
        };

        // A browser's header: brotli once the background thread has made it (a small page at
        // once), gzip until then.
        let mut brotli_seen = false;
        for _ in 0..50 {
            let (head, body) = get("gzip, deflate, br, zstd");
            assert!(head.contains("Vary: Accept-Encoding\r\n"), "{head:?}");
            if head.contains("Content-Encoding: br\r\n") {
                assert_eq!(unbrotli(&body), page);
                brotli_seen = true;
                break;
            }
            assert!(head.contains("Content-Encoding: gzip\r\n"), "{head:?}");
            thread::sleep(Duration::from_millis(100));
        }
        assert!(brotli_seen, "never brotli");

        // Brotli alone: brotli, made now if need be; gzip alone: gzip; neither: as it is.
        let (head, body) = get("br");
        assert!(head.contains("Content-Encoding: br\r\n"), "{head:?}");
        assert_eq!(unbrotli(&body), page);
        let (head, body) = get("gzip");
        assert!(head.contains("Content-Encoding: gzip\r\n"), "{head:?}");
        assert_eq!(ungzip(&body), page);
        let (head, body) = get("identity");
        assert!(!head.contains("Content-Encoding"), "{head:?}");
        assert_eq!(body, page.as_bytes());

        drop(server);
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
