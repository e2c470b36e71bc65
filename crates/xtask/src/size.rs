//! `cargo xtask size`: what a release build weighs, and the gate on it.
//!
//! The report lists every file of the build raw, brotli and gzip; what the wasm is made of; and
//! the first view of every route in `routes.json`: the route's page and every file of the site
//! that the page makes the browser fetch before it answers input (see [`first_views`]), with the
//! heaviest route of each kind ([`kind`]) and whether it is within [`FIRST_VIEW_BUDGET`].
//!
//! The gate is per kind of route: the heaviest first view of each kind may not exceed its figure
//! in `.ci/size-baseline.json` by more than [`ALLOWED_GROWTH`] brotli bytes. The budget is the
//! goal and is reported, not gated; the baseline stops regressions on the way to it.
//! `--write-baseline` writes the measured figures into the baseline.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use anyhow::{Context, bail};

/// Allowed growth of a kind's heaviest first view over its baseline, brotli bytes.
pub(crate) const ALLOWED_GROWTH: u64 = 5 * 1024;
/// The first-view budget of every route, brotli bytes: the goal, reported and not gated.
pub(crate) const FIRST_VIEW_BUDGET: u64 = 170 * 1024;
const BASELINE: &str = ".ci/size-baseline.json";

/// The kinds of route, in the order the report and the baseline list them.
const KINDS: [&str; 12] = [
    "home",
    "chapter",
    "sources",
    "catalog",
    "size",
    "calculators",
    "calculator",
    "estimate",
    "wizard",
    "search",
    "not-found",
    "other",
];

/// Brotli at quality 11 with a 22-bit window, as static hosts and CDNs serve.
pub(crate) fn brotli_len(bytes: &[u8]) -> anyhow::Result<u64> {
    let mut out = Vec::new();
    {
        let mut w = brotli::CompressorWriter::new(&mut out, 4096, 11, 22);
        w.write_all(bytes)?;
    }
    Ok(out.len() as u64)
}

/// Gzip at level 9, as GitHub Pages serves.
pub(crate) fn gzip_len(bytes: &[u8]) -> anyhow::Result<u64> {
    let mut w = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(9));
    w.write_all(bytes)?;
    Ok(w.finish()?.len() as u64)
}

/// A file's size raw and compressed.
#[derive(Clone, Copy, Debug)]
struct Sizes {
    raw: u64,
    brotli: u64,
    gzip: u64,
}

/// The sizes of every file measured in this run, so that a file shared by many routes (the wasm,
/// the stylesheet) and listed again in the per-file table is compressed once.
static MEASURED: Mutex<BTreeMap<PathBuf, Sizes>> = Mutex::new(BTreeMap::new());

/// Where the compressed sizes of files measured before are kept, by the SHA-256 of their bytes:
/// a build rewrites every file, but most come out the same, and brotli at quality 11 is most of
/// the time `size` takes (about a minute for a whole build on two cores).
const COMPRESSED: &str = "target/size-cache";

/// The sizes of the file at `path`, compressed on first use, or read from [`COMPRESSED`] when
/// a file with the same bytes was compressed before.
fn sizes(path: &Path) -> anyhow::Result<Sizes> {
    if let Some(known) = MEASURED.lock().unwrap_or_else(PoisonError::into_inner).get(path) {
        return Ok(*known);
    }
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let (brotli, gzip) = compressed(&bytes, &crate::project_root().join(COMPRESSED))
        .with_context(|| format!("compressing {}", path.display()))?;
    let measured = Sizes { raw: bytes.len() as u64, brotli, gzip };
    MEASURED.lock().unwrap_or_else(PoisonError::into_inner).insert(path.to_path_buf(), measured);
    Ok(measured)
}

/// The brotli and gzip sizes of `bytes`: from `cache` when kept there, else measured and kept.
/// An entry that does not read as two numbers is measured again.
fn compressed(bytes: &[u8], cache: &Path) -> anyhow::Result<(u64, u64)> {
    use sha2::Digest as _;
    let key: String = sha2::Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect();
    let entry = cache.join(&key);
    let kept = std::fs::read_to_string(&entry).ok().and_then(|text| {
        let (b, g) = text.trim().split_once(' ')?;
        Some((b.parse().ok()?, g.parse().ok()?))
    });
    if let Some(kept) = kept {
        return Ok(kept);
    }
    let measured = (brotli_len(bytes)?, gzip_len(bytes)?);
    std::fs::create_dir_all(cache)?;
    // Written whole, then renamed, so that a reader never sees half an entry.
    let partial = cache.join(format!("{key}.{}.partial", std::process::id()));
    std::fs::write(&partial, format!("{} {}\n", measured.0, measured.1))?;
    std::fs::rename(&partial, &entry)?;
    Ok(measured)
}

/// Measures `paths` on every core, so that the report's later lookups find them measured.
fn measure_all(paths: &[PathBuf]) -> anyhow::Result<()> {
    let workers = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| -> anyhow::Result<()> {
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(path) = paths.get(i) else { return Ok(()) };
                        sizes(path)?;
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .try_for_each(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
    })
}

/// One file's weight.
pub(crate) struct Asset {
    pub(crate) name: String,
    pub(crate) raw: u64,
    pub(crate) brotli: u64,
    pub(crate) gzip: u64,
}

/// Every file under `dist`, largest (brotli) first.
pub(crate) fn assets(dist: &Path) -> anyhow::Result<Vec<Asset>> {
    let mut files = Vec::new();
    let mut stack = vec![dist.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in
            std::fs::read_dir(&dir).with_context(|| format!("reading {}", dir.display()))?
        {
            let path = entry.with_context(|| format!("reading {}", dir.display()))?.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    measure_all(&files)?;
    let mut out = Vec::new();
    for path in files {
        let s = sizes(&path)?;
        let name = path.strip_prefix(dist).unwrap_or(&path).display().to_string();
        out.push(Asset { name, raw: s.raw, brotli: s.brotli, gzip: s.gzip });
    }
    out.sort_by_key(|a| std::cmp::Reverse(a.brotli));
    Ok(out)
}

/// Bytes of a wasm module's code (the code section after its function count), data (the data
/// section) and custom sections.
pub(crate) fn wasm_parts(bytes: &[u8]) -> anyhow::Result<(u64, u64, u64)> {
    let (mut code, mut data, mut other) = (0u64, 0u64, 0u64);
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        match payload? {
            wasmparser::Payload::CodeSectionStart { size, .. } => code += u64::from(size),
            wasmparser::Payload::DataSection(reader) => {
                let r = reader.range();
                data += r.end.saturating_sub(r.start)
            }
            wasmparser::Payload::CustomSection(reader) => {
                let r = reader.range();
                other += r.end.saturating_sub(r.start)
            }
            _ => {}
        }
    }
    Ok((code, data, other))
}

/// Code bytes of a wasm module by the crate that names each function (the first path segment of
/// its demangled name in the `name` section; `<T as Trait>::f` counts for `T`'s crate), largest
/// first. Functions without a path in their name (wasm-bindgen's glue, most of which wasm-bindgen
/// removes) count as "(no path)".
pub(crate) fn code_by_crate(bytes: &[u8]) -> anyhow::Result<Vec<(String, u64)>> {
    let mut imported = 0u32;
    let mut bodies = Vec::new();
    let mut names = std::collections::HashMap::new();
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        match payload? {
            wasmparser::Payload::ImportSection(reader) => {
                for import in reader.into_imports() {
                    if matches!(
                        import?.ty,
                        wasmparser::TypeRef::Func(_) | wasmparser::TypeRef::FuncExact(_)
                    ) {
                        imported += 1;
                    }
                }
            }
            wasmparser::Payload::CodeSectionEntry(body) => {
                let r = body.range();
                bodies.push(r.end.saturating_sub(r.start));
            }
            wasmparser::Payload::CustomSection(reader) => {
                if let wasmparser::KnownCustom::Name(section) = reader.as_known() {
                    for sub in section {
                        if let wasmparser::Name::Function(map) = sub? {
                            for naming in map {
                                let naming = naming?;
                                names.insert(naming.index, naming.name);
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut by_crate = std::collections::BTreeMap::<String, u64>::new();
    for (i, size) in bodies.into_iter().enumerate() {
        let index = imported.saturating_add(u32::try_from(i).unwrap_or(u32::MAX));
        let owner = names.get(&index).map_or_else(|| "(no path)".to_owned(), |n| crate_of(n));
        *by_crate.entry(owner).or_default() += size;
    }
    let mut out: Vec<(String, u64)> = by_crate.into_iter().collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Ok(out)
}

/// The crate a (mangled or plain) function name belongs to: the first path segment of the
/// demangled name, after any leading `<`, `&`, `mut `, `dyn ` or `impl `.
fn crate_of(name: &str) -> String {
    let demangled = format!("{:#}", rustc_demangle::demangle(name));
    let mut rest = demangled.as_str();
    loop {
        let trimmed = rest
            .trim_start_matches(['<', '&', '(', '['])
            .trim_start_matches("mut ")
            .trim_start_matches("dyn ")
            .trim_start_matches("impl ");
        if trimmed.len() == rest.len() {
            break;
        }
        rest = trimmed;
    }
    match rest.find("::") {
        // `<u8 as core::fmt::Debug>::fmt`, `<T as yew::Component>::view`: a type with no path
        // of its own counts for the trait's crate.
        Some(end) if rest[..end].contains(" as ") => {
            rest.find(" as ").map_or_else(|| "(no path)".to_owned(), |i| crate_of(&rest[i + 4..]))
        }
        // `<str>::to_lowercase`, `<[u8]>::to_vec`: inherent methods of primitive types.
        Some(end) if rest[..end].ends_with('>') => "core".to_owned(),
        Some(end) if end > 0 => rest[..end].to_owned(),
        _ => "(no path)".to_owned(),
    }
}

fn kb(n: u64) -> String {
    format!("{:.1} KB", n as f64 / 1024.0)
}

/// The wasm bundles of a build (docs/bundles.md) by name, in name order: the build names each
/// bundle's files `gpuplan-<bundle>-<hash>`, as in `gpuplan-calc-1a2b…_bg.wasm`.
fn bundles_of(dist: &Path) -> anyhow::Result<Vec<(String, PathBuf)>> {
    let mut found: Vec<(String, PathBuf)> = std::fs::read_dir(dist)
        .with_context(|| format!("reading {}", dist.display()))?
        .flatten()
        .map(|e| e.path())
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?;
            Some((bundle_name(name)?.to_owned(), p.clone()))
        })
        .collect();
    found.sort();
    if found.is_empty() {
        bail!("no gpuplan-<bundle>-<hash>_bg.wasm in {}", dist.display());
    }
    Ok(found)
}

/// The bundle a wasm file's name names: `calc` for `gpuplan-calc-1a2b3c_bg.wasm`.
fn bundle_name(file: &str) -> Option<&str> {
    let stem = file.strip_prefix("gpuplan-")?.strip_suffix("_bg.wasm")?;
    let (name, hash) = stem.rsplit_once('-')?;
    (!name.is_empty() && !hash.is_empty()).then_some(name)
}

/// The first view of one route: its page and the files the page makes the browser fetch before
/// it answers input, with their summed compressed sizes.
#[derive(Clone, Debug)]
pub(crate) struct RouteWeight {
    /// The route as `routes.json` lists it, such as `/calc/spot`.
    pub(crate) route: String,
    /// Its kind, see [`kind`].
    pub(crate) kind: String,
    /// The files under the build, the page first, then the others in the order the page names
    /// them, each once.
    pub(crate) files: Vec<String>,
    /// The files' brotli bytes, summed.
    pub(crate) brotli: u64,
    /// The files' gzip bytes, summed.
    pub(crate) gzip: u64,
    /// What the page holds back in a `<template>` and fetches later (a chapter's loader, until a
    /// calculator is near), the files not already in the first view ([`view_files`]).
    pub(crate) later: Vec<String>,
    /// Their brotli bytes, summed.
    pub(crate) later_brotli: u64,
}

/// The first view of every route in `<dist>/routes.json`, in that file's order.
///
/// A first view is the route's page ([`page_file`]) and every file of the site the page makes
/// the browser fetch before it answers input ([`view_files`]). A file the page names that
/// the build lacks is an error naming the route and the file. Data the app fetches at run time
/// counts only when the page names it, as a `<link rel="preload" as="fetch">` does.
pub(crate) fn first_views(dist: &Path) -> anyhow::Result<Vec<RouteWeight>> {
    let list = dist.join("routes.json");
    let text =
        std::fs::read_to_string(&list).with_context(|| format!("reading {}", list.display()))?;
    let routes: Vec<String> = serde_json::from_str(&text)
        .with_context(|| format!("{}: not a JSON array of paths", list.display()))?;
    if routes.is_empty() {
        bail!("{} lists no routes", list.display());
    }
    let mut out = Vec::with_capacity(routes.len());
    for route in routes {
        let page = page_file(&route).with_context(|| format!("{}", list.display()))?;
        let path = dist.join(&page);
        let html = std::fs::read_to_string(&path)
            .with_context(|| format!("route {route}: reading its page {}", path.display()))?;
        let (files, later) = view_files(&route, &page, &html)?;
        let weigh = |files: &[String]| -> anyhow::Result<(u64, u64)> {
            let (mut brotli, mut gzip) = (0, 0);
            for file in files {
                let path = dist.join(file);
                if !path.is_file() {
                    bail!(
                        "route {route}: its page {page} names {file}, which the build in {} lacks",
                        dist.display()
                    );
                }
                let s = sizes(&path).with_context(|| format!("route {route}"))?;
                brotli += s.brotli;
                gzip += s.gzip;
            }
            Ok((brotli, gzip))
        };
        let (brotli, gzip) = weigh(&files)?;
        let (later_brotli, _) = weigh(&later)?;
        out.push(RouteWeight {
            kind: kind(&route).to_owned(),
            route,
            files,
            brotli,
            gzip,
            later,
            later_brotli,
        });
    }
    Ok(out)
}

/// The page of a route, relative to the build: `/` is `index.html`, `/404` is `404.html`, any
/// other route is its path without the leading slash plus `.html`.
fn page_file(route: &str) -> anyhow::Result<String> {
    let Some(rest) = route.strip_prefix('/') else {
        bail!("route {route:?} does not start with /");
    };
    match rest {
        "" => Ok("index.html".to_owned()),
        "404" => Ok("404.html".to_owned()),
        _ if rest.split('/').any(|s| s.is_empty() || s == "." || s == "..") => {
            bail!("route {route:?} has an empty, . or .. segment")
        }
        _ => Ok(format!("{rest}.html")),
    }
}

/// A route's kind, which groups routes in the report and in the gate. A Chinese page (under
/// `/zh`) is of its English twin's kind.
fn kind(route: &str) -> &'static str {
    let mut segments: Vec<&str> = route.trim_start_matches('/').split('/').collect();
    if segments.first() == Some(&"zh") && segments.get(1) != Some(&"guide") {
        segments.remove(0);
        if segments.is_empty() {
            segments.push("");
        }
    }
    match segments.as_slice() {
        [""] => "home",
        ["guide", _, "sources"] => "sources",
        ["guide", _, _] => "chapter",
        ["catalog"] => "catalog",
        ["catalog", _] => "size",
        ["calc"] => "calculators",
        ["calc", _] => "calculator",
        ["estimate"] => "estimate",
        ["wizard"] => "wizard",
        ["search"] => "search",
        ["404"] => "not-found",
        _ => "other",
    }
}

/// The files of a route's first view, and those it fetches later. The first view, relative to
/// the build: `page` (the route's page, whose text is `html`) and, in document order and each
/// once, every file of the site it names in
/// - `<link>` whose `rel` has `stylesheet`, `preload` or `modulepreload` (any `as`);
/// - `<script src>` of JavaScript (no `type`, a JavaScript type, or `module`), deferred or not;
/// - the string literals naming `.js`, `.mjs`, `.wasm` or `.json` files in the body of an
///   inline `<script type="module">` (trunk's loader imports its glue and names its wasm there).
///
/// Icons, the manifest and `<a>` links are not fetched for the first view and not counted; URLs of
/// another origin and `data:` URLs are left out. References resolve as the browser resolves
/// them, against `<base href>` or, without one, the route's address ([`file_of`]).
///
/// The second list is what the page holds back in its `<template>` elements, whose content
/// fetches and runs nothing until a script puts it into the page (a chapter's loader, until a
/// calculator is near): the files its content names, read the same way, that the first view
/// lacks.
fn view_files(route: &str, page: &str, html: &str) -> anyhow::Result<(Vec<String>, Vec<String>)> {
    let tags = scan(html);
    let base = tags.iter().find(|t| t.name == "base").and_then(|t| t.attr("href"));
    let mut files = vec![page.to_owned()];
    add_files(route, page, base, &references(&tags), &mut files)?;
    let first = files.len();
    for held in tags.iter().filter(|t| t.name == "template") {
        add_files(route, page, base, &references(&scan(&held.text)), &mut files)?;
    }
    let later = files.split_off(first);
    Ok((files, later))
}

/// The references of `tags` to files the browser fetches at once, in document order: see
/// [`view_files`].
fn references(tags: &[Tag]) -> Vec<String> {
    let mut refs: Vec<String> = Vec::new();
    for tag in tags {
        match tag.name.as_str() {
            "link" => {
                let rel = tag.attr("rel").unwrap_or_default().to_ascii_lowercase();
                let fetched = rel
                    .split_ascii_whitespace()
                    .any(|r| matches!(r, "stylesheet" | "preload" | "modulepreload"));
                if let Some(href) = tag.attr("href").filter(|_| fetched) {
                    refs.push(href.to_owned());
                }
            }
            "script" => {
                let ty = tag.attr("type").unwrap_or_default().trim().to_ascii_lowercase();
                let javascript = ty.is_empty()
                    || ty == "module"
                    || ty.contains("javascript")
                    || ty.contains("ecmascript");
                match tag.attr("src") {
                    Some(src) if javascript => refs.push(src.to_owned()),
                    Some(_) => {}
                    None if ty == "module" => refs
                        .extend(string_literals(&tag.text).into_iter().filter(|s| names_a_file(s))),
                    None => {}
                }
            }
            _ => {}
        }
    }
    refs
}

/// Adds to `files` each file of the site that `refs` name and `files` lacks.
fn add_files(
    route: &str,
    page: &str,
    base: Option<&str>,
    refs: &[String],
    files: &mut Vec<String>,
) -> anyhow::Result<()> {
    for reference in refs {
        let file = file_of(route, base, reference)
            .with_context(|| format!("route {route}: its page {page} names {reference:?}"))?;
        if let Some(file) = file.filter(|f| !files.contains(f)) {
            files.push(file);
        }
    }
    Ok(())
}

/// Whether a string literal of a module script names a file the first view fetches: a URL
/// without spaces whose path ends in `.js`, `.mjs`, `.wasm` or `.json`.
fn names_a_file(s: &str) -> bool {
    let path = s.split(['?', '#']).next().unwrap_or_default();
    !s.is_empty()
        && !s.contains(|c: char| c.is_ascii_whitespace())
        && [".js", ".mjs", ".wasm", ".json"].iter().any(|ext| path.ends_with(ext))
}

/// The file under the build that `reference`, in the page of `route`, points to; `None` for a
/// URL of another origin (a scheme or `//host`), a `data:` URL or an empty reference.
///
/// The site's base is the directory of the page's `<base href>` when that is an absolute path or
/// URL (`/gpuplan/` for a site built for that path), else `/`. The route's address is the site's
/// base plus the route. A reference starting with `/` is a path on the origin; any other resolves
/// against `<base href>` (itself resolved against the route's address) or, without one, against
/// the route's address. The query and fragment are dropped and `%XX` escapes decoded. A path
/// outside the site's base, or the base itself, is an error.
fn file_of(route: &str, base: Option<&str>, reference: &str) -> anyhow::Result<Option<String>> {
    let reference = reference.trim();
    if reference.is_empty() || has_origin(reference) {
        return Ok(None);
    }
    let reference = reference.split(['?', '#']).next().unwrap_or_default();
    let base = base.map(str::trim).filter(|b| !b.is_empty());
    let base_path = base.map(|b| path_of_url(b.split(['?', '#']).next().unwrap_or_default()));
    let site = match base_path {
        Some(p) if p.starts_with('/') => directory(p).to_owned(),
        _ => "/".to_owned(),
    };
    let address = format!("{site}{}", route.trim_start_matches('/'));
    let base_url = match base_path {
        Some(p) if p.starts_with('/') => normalise(p),
        Some(p) => join(&address, p),
        None => address,
    };
    let path =
        if reference.starts_with('/') { normalise(reference) } else { join(&base_url, reference) };
    match path.strip_prefix(&site).map(percent_decode) {
        Some(file) if file.split('/').any(|s| matches!(s, "." | "..")) => {
            bail!("it resolves to {path}, whose escapes hide a . or .. segment")
        }
        Some(file) if !file.is_empty() && !file.ends_with('/') => Ok(Some(file)),
        Some(_) => bail!("it resolves to {path}, a directory, not a file"),
        None => bail!("it resolves to {path}, outside the site's base {site}"),
    }
}

/// Whether a URL names its origin: a scheme (`https:`, `data:`) or `//host`.
fn has_origin(url: &str) -> bool {
    if url.starts_with("//") {
        return true;
    }
    let Some(colon) = url.find(':') else { return false };
    let scheme = &url[..colon];
    scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// The path of a URL: what follows `scheme://host` or `//host`, `/` when nothing does; a URL
/// without an origin unchanged.
fn path_of_url(url: &str) -> &str {
    if !has_origin(url) {
        return url;
    }
    let after_scheme = url.find("//").map_or(url, |i| &url[i + 2..]);
    after_scheme.find('/').map_or("/", |i| &after_scheme[i..])
}

/// An absolute path up to and including its last `/`.
fn directory(path: &str) -> &str {
    path.rfind('/').map_or("/", |i| &path[..=i])
}

/// `reference`, a relative path, resolved against the absolute path `base`.
fn join(base: &str, reference: &str) -> String {
    normalise(&format!("{}{reference}", directory(base)))
}

/// An absolute path with its `.` and `..` segments applied.
fn normalise(path: &str) -> String {
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let mut out: Vec<&str> = Vec::new();
    for (i, segment) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        match *segment {
            "." => {}
            ".." => {
                out.pop();
            }
            s => out.push(s),
        }
        if last && matches!(*segment, "." | "..") {
            out.push("");
        }
    }
    format!("/{}", out.join("/"))
}

/// `s` with its `%XX` escapes decoded; `s` unchanged if the result is not UTF-8.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .filter(|h| h.iter().all(u8::is_ascii_hexdigit))
            .and_then(|h| std::str::from_utf8(h).ok());
        match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
            Some(b) if bytes[i] == b'%' => {
                out.push(b);
                i += 3;
            }
            _ => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| s.to_owned())
}

/// A start tag as [`scan`] reads it.
#[derive(Debug, PartialEq)]
struct Tag {
    /// The element's name in lower case.
    name: String,
    /// The attributes in order: names in lower case, values with character references decoded;
    /// an attribute without a value has an empty one.
    attrs: Vec<(String, String)>,
    /// For `<script>`, `<style>`, `<title>` and `<textarea>`, the text up to the end tag; for
    /// `<template>`, its content as text (see [`scan`]).
    text: String,
}

impl Tag {
    /// The value of the first attribute called `name` (lower case), as the browser reads it.
    fn attr(&self, name: &str) -> Option<&str> {
        self.attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// The start tags of an HTML document, in order. It follows the HTML tokenizer where it matters
/// for finding tags: comments, doctypes, end tags and a `<` that starts no tag are skipped;
/// attribute values may be double-quoted, single-quoted or bare, and a quoted value may hold `>`;
/// the text of `<script>`, `<style>`, `<title>` and `<textarea>` runs to its end tag and holds
/// no tags. The content of a `<template>` is kept as its text too: the browser parses it, but it
/// fetches and runs nothing until a script puts it into the page.
fn scan(html: &str) -> Vec<Tag> {
    // ASCII lower case keeps every byte's position, so indices into it index `html` too.
    let lower = html.to_ascii_lowercase();
    let b = html.as_bytes();
    let end_of = |from: usize, pat: &str| lower[from..].find(pat).map(|i| from + i);
    let is_space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c');
    let mut tags = Vec::new();
    let mut i = 0;
    while let Some(lt) = end_of(i, "<") {
        i = lt + 1;
        let rest = &lower[i..];
        if rest.starts_with("!--") {
            i = end_of(i + 3, "-->").map_or(b.len(), |e| e + 3);
            continue;
        }
        if rest.starts_with(['!', '?', '/']) {
            i = end_of(i, ">").map_or(b.len(), |e| e + 1);
            continue;
        }
        if !rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
            continue;
        }
        let name_end = (i..b.len()).find(|&j| is_space(b[j]) || matches!(b[j], b'/' | b'>'));
        let name_end = name_end.unwrap_or(b.len());
        let name = lower[i..name_end].to_owned();
        i = name_end;
        let mut attrs = Vec::new();
        loop {
            while i < b.len() && (is_space(b[i]) || b[i] == b'/') {
                i += 1;
            }
            if i >= b.len() {
                break;
            }
            if b[i] == b'>' {
                i += 1;
                break;
            }
            // An attribute's name; an `=` can only be its first character.
            let start = i;
            i += 1;
            while i < b.len() && !is_space(b[i]) && !matches!(b[i], b'/' | b'>' | b'=') {
                i += 1;
            }
            let attr = lower[start..i].to_owned();
            let mut j = i;
            while j < b.len() && is_space(b[j]) {
                j += 1;
            }
            let mut value = String::new();
            if j < b.len() && b[j] == b'=' {
                j += 1;
                while j < b.len() && is_space(b[j]) {
                    j += 1;
                }
                if j < b.len() && matches!(b[j], b'"' | b'\'') {
                    let quote = b[j];
                    let close = (j + 1..b.len()).find(|&k| b[k] == quote).unwrap_or(b.len());
                    value = decode_references(&html[j + 1..close]);
                    i = (close + 1).min(b.len());
                } else {
                    let stop = (j..b.len()).find(|&k| is_space(b[k]) || b[k] == b'>');
                    let stop = stop.unwrap_or(b.len());
                    value = decode_references(&html[j..stop]);
                    i = stop;
                }
            }
            attrs.push((attr, value));
        }
        let mut text = String::new();
        if matches!(name.as_str(), "script" | "style" | "title" | "textarea" | "template") {
            let close = end_of(i, &format!("</{name}")).unwrap_or(b.len());
            text = html[i..close].to_owned();
            i = close;
        }
        tags.push(Tag { name, attrs, text });
    }
    tags
}

/// An attribute value with its numeric character references and `&amp;`, `&lt;`, `&gt;`,
/// `&quot;` and `&apos;` decoded; other `&` sequences are kept as they are.
fn decode_references(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let decoded = rest.find(';').and_then(|semi| {
            let c = match &rest[1..semi] {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                n => n
                    .strip_prefix("#x")
                    .or_else(|| n.strip_prefix("#X"))
                    .map(|h| u32::from_str_radix(h, 16))
                    .or_else(|| n.strip_prefix('#').map(str::parse::<u32>))
                    .and_then(Result::ok)
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, semi + 1))
        });
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The string literals of a script outside its comments: `'…'` and `"…"` on one line, and
/// `` `…` `` without `${`, each without backslash escapes. A regular expression literal holding
/// a quote would mislead it; trunk's loader has none.
fn string_literals(js: &str) -> Vec<String> {
    let b = js.as_bytes();
    let find = |from: usize, pat: &str| js.get(from..).and_then(|r| r.find(pat)).map(|i| from + i);
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => i = find(i, "\n").unwrap_or(b.len()),
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = find(i + 2, "*/").map_or(b.len(), |e| e + 2);
            }
            quote @ (b'\'' | b'"' | b'`') => {
                let mut j = i + 1;
                let mut escaped = false;
                while j < b.len() && b[j] != quote && (quote == b'`' || b[j] != b'\n') {
                    if b[j] == b'\\' {
                        escaped = true;
                        j += 1;
                    }
                    j += 1;
                }
                if j < b.len() && b[j] == quote {
                    let s = &js[i + 1..j];
                    let template = quote == b'`' && s.contains("${");
                    if !(escaped || template) {
                        out.push(s.to_owned());
                    }
                }
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// A kind's heaviest route and how many routes it has.
struct Heaviest<'a> {
    kind: &'a str,
    routes: usize,
    view: &'a RouteWeight,
}

/// The heaviest first view (brotli) of each kind, in [`KINDS`] order; the first of equals.
fn heaviest_by_kind(views: &[RouteWeight]) -> Vec<Heaviest<'_>> {
    let mut out: Vec<Heaviest<'_>> = Vec::new();
    for view in views {
        match out.iter_mut().find(|h| h.kind == view.kind) {
            Some(h) => {
                h.routes += 1;
                if view.brotli > h.view.brotli {
                    h.view = view;
                }
            }
            None => out.push(Heaviest { kind: &view.kind, routes: 1, view }),
        }
    }
    out.sort_by_key(|h| KINDS.iter().position(|k| *k == h.kind).unwrap_or(KINDS.len()));
    out
}

/// A file's name for the report: the page is `page`; another file is its last segment without
/// trunk's content hash (`-` and 8 to 20 hex digits before the `.` or `_` that follows).
fn short_name(file: &str, page: &str) -> String {
    if file == page {
        return "page".to_owned();
    }
    let name = file.rsplit('/').next().unwrap_or(file);
    for (dash, _) in name.match_indices('-').collect::<Vec<_>>().into_iter().rev() {
        let hex = name[dash + 1..].chars().take_while(char::is_ascii_hexdigit).count();
        let after = name[dash + 1 + hex..].chars().next();
        if (8..=20).contains(&hex) && matches!(after, Some('.' | '_')) {
            return format!("{}{}", &name[..dash], &name[dash + 1 + hex..]);
        }
    }
    name.to_owned()
}

/// Within the budget, or by how much it is over.
fn against_budget(brotli: u64) -> String {
    if brotli <= FIRST_VIEW_BUDGET {
        "within".to_owned()
    } else {
        format!("over by {}", kb(brotli - FIRST_VIEW_BUDGET))
    }
}

/// Prints the heaviest first view of each kind with what it is made of.
fn print_first_views(dist: &Path, views: &[RouteWeight]) -> anyhow::Result<()> {
    println!(
        "  first view of each route, the heaviest route of each kind, brotli and gzip, against \
         the budget of {} brotli per route:",
        kb(FIRST_VIEW_BUDGET)
    );
    println!(
        "  the page and what it makes the browser fetch before it answers input (its stylesheets, \
         <link rel=preload|modulepreload> files, <script src> files, and the glue and wasm its \
         inline module script loads), each file once"
    );
    println!(
        "    {:<12} {:>6}  {:<48} {:>10} {:>10}  budget",
        "kind", "routes", "heaviest route", "brotli", "gzip"
    );
    for h in heaviest_by_kind(views) {
        println!(
            "    {:<12} {:>6}  {:<48} {:>10} {:>10}  {}",
            h.kind,
            h.routes,
            h.view.route,
            kb(h.view.brotli),
            kb(h.view.gzip),
            against_budget(h.view.brotli)
        );
        let page = h.view.files.first().map(String::as_str).unwrap_or_default();
        // Each file's name and brotli KB, joined with " + ".
        let parts = |files: &[String]| -> anyhow::Result<String> {
            let mut parts = Vec::new();
            for file in files {
                let s = sizes(&dist.join(file))?;
                parts.push(format!("{} {:.1}", short_name(file, page), s.brotli as f64 / 1024.0));
            }
            Ok(parts.join(" + "))
        };
        println!("    {:<12} {:>6}  = {} (KB brotli)", "", "", parts(&h.view.files)?);
        if !h.view.later.is_empty() {
            println!(
                "    {:<12} {:>6}  then, when a calculator nears the window: {} more = {} (KB brotli)",
                "",
                "",
                kb(h.view.later_brotli),
                parts(&h.view.later)?
            );
        }
    }
    let within = views.iter().filter(|v| v.brotli <= FIRST_VIEW_BUDGET).count();
    println!("    routes within the budget: {within} of {}", views.len());
    Ok(())
}

/// Prints the report and returns every route's first view.
pub(crate) fn report(dist: &Path) -> anyhow::Result<Vec<RouteWeight>> {
    let assets = assets(dist)?;
    let (pages, files): (Vec<&Asset>, Vec<&Asset>) =
        assets.iter().partition(|a| a.name.ends_with(".html"));
    println!("size: {}", dist.display());
    let row = |name: &str, raw: &str, brotli: &str, gzip: &str| {
        println!("  {name:<52} {raw:>10} {brotli:>10} {gzip:>10}");
    };
    row("file", "raw", "brotli", "gzip");
    for a in &files {
        row(&a.name, &kb(a.raw), &kb(a.brotli), &kb(a.gzip));
    }
    let sum = |v: &[&Asset], f: fn(&Asset) -> u64| kb(v.iter().map(|a| f(a)).sum::<u64>());
    row(
        &format!("{} prerendered pages (*.html)", pages.len()),
        &sum(&pages, |a| a.raw),
        &sum(&pages, |a| a.brotli),
        &sum(&pages, |a| a.gzip),
    );
    if let Some(big) = pages.first() {
        row(&format!("  heaviest: {}", big.name), &kb(big.raw), &kb(big.brotli), &kb(big.gzip));
    }
    let all: Vec<&Asset> = assets.iter().collect();
    row("all files", "", &sum(&all, |a| a.brotli), &sum(&all, |a| a.gzip));
    for (bundle, wasm) in bundles_of(dist)? {
        let bytes = std::fs::read(&wasm).with_context(|| format!("reading {}", wasm.display()))?;
        let (code, data, custom) =
            wasm_parts(&bytes).with_context(|| format!("parsing {}", wasm.display()))?;
        println!(
            "  wasm bundle {bundle}: {} brotli; code {}, data {} (strings and tables; the guide \
             and dataset are data files), custom sections {}",
            kb(sizes(&wasm)?.brotli),
            kb(code),
            kb(data),
            kb(custom)
        );
    }
    data_files(dist)?;
    code_owners(dist)?;
    let views = first_views(dist)?;
    print_first_views(dist, &views)?;
    Ok(views)
}

/// The per-kind figures of a baseline file's text: `first_view_brotli_bytes`, an object of
/// kinds and brotli bytes. Other fields (`reason`, `earlier`, `measured`, and the former gate's
/// `wasm_brotli_bytes`) are not read.
fn parse_baseline(text: &str) -> anyhow::Result<BTreeMap<String, u64>> {
    figures(
        text,
        "first_view_brotli_bytes",
        "the heaviest first view of each kind of route, brotli bytes",
    )
}

/// The per-bundle figures of a baseline file's text: `bundle_brotli_bytes`, an object of
/// bundle names and their wasm's brotli bytes.
fn parse_bundle_baseline(text: &str) -> anyhow::Result<BTreeMap<String, u64>> {
    figures(text, "bundle_brotli_bytes", "each wasm bundle's brotli bytes")
}

/// The object `field` of a baseline file's text, whose values are whole numbers of bytes
/// (`what` says what they are, for the error when the object is missing).
fn figures(text: &str, field: &str, what: &str) -> anyhow::Result<BTreeMap<String, u64>> {
    let json: serde_json::Value = serde_json::from_str(text).context("not JSON")?;
    let Some(figures) = json.get(field).and_then(serde_json::Value::as_object) else {
        bail!(
            "no {field} object ({what}); write one with \
             `cargo xtask size --dist <build> --write-baseline`"
        );
    };
    figures
        .iter()
        .map(|(name, n)| {
            let n = n
                .as_u64()
                .with_context(|| format!("{field}.{name} is {n}, not a whole number of bytes"))?;
            Ok((name.clone(), n))
        })
        .collect()
}

/// The committed baseline's per-kind and per-bundle figures.
fn baseline() -> anyhow::Result<(BTreeMap<String, u64>, BTreeMap<String, u64>)> {
    let text = std::fs::read_to_string(BASELINE).with_context(|| format!("reading {BASELINE}"))?;
    let kinds = parse_baseline(&text).with_context(|| format!("reading {BASELINE}"))?;
    let bundles = parse_bundle_baseline(&text).with_context(|| format!("reading {BASELINE}"))?;
    Ok((kinds, bundles))
}

/// The gate's decision on the bundles: `now` holds each bundle of the build with its wasm's
/// brotli bytes. One message per bundle over its baseline by more than `allowed`, per bundle
/// without a baseline, and per baseline bundle the build lacks; empty when all hold.
fn judge_bundles(
    now: &[(String, u64)],
    baseline: &BTreeMap<String, u64>,
    allowed: u64,
) -> Vec<String> {
    let write = format!(
        "write the baseline again with `cargo xtask size --dist <build> --write-baseline` and \
         commit {BASELINE} on its own, saying why in its reason"
    );
    let mut failures = Vec::new();
    for (name, bytes) in now {
        match baseline.get(name) {
            Some(&base) if *bytes > base.saturating_add(allowed) => failures.push(format!(
                "the wasm bundle {name} grew beyond the baseline: {bytes} bytes brotli ({}), {} \
                 more than the baseline's {base} ({}), and the allowed growth is {}. If the \
                 growth is deliberate, {write}",
                kb(*bytes),
                bytes - base,
                kb(base),
                kb(allowed)
            )),
            Some(_) => {}
            None => failures.push(format!(
                "{BASELINE} has no bundle_brotli_bytes.{name}, and the build has that bundle \
                 ({bytes} bytes brotli): {write}"
            )),
        }
    }
    for name in baseline.keys() {
        if !now.iter().any(|(n, _)| n == name) {
            failures.push(format!(
                "{BASELINE} has bundle_brotli_bytes.{name}, but the build has no such bundle: \
                 one missing by mistake is a broken build; if it is gone on purpose, {write}"
            ));
        }
    }
    failures
}

/// Each wasm bundle of the build with its brotli bytes, by name.
fn bundle_weights(dist: &Path) -> anyhow::Result<Vec<(String, u64)>> {
    bundles_of(dist)?.into_iter().map(|(name, path)| Ok((name, sizes(&path)?.brotli))).collect()
}

/// The gate's decision. `heaviest` holds each kind of the build with its heaviest route and
/// that route's first view, brotli bytes. Returns one message per failure: a kind over its
/// baseline by more than `allowed`, a kind without a baseline, and a baseline kind no route of
/// the build has (a kind gone by mistake is a broken build; one gone on purpose leaves the
/// baseline). Empty when the gate passes.
fn judge(
    heaviest: &[(&str, &str, u64)],
    baseline: &BTreeMap<String, u64>,
    allowed: u64,
) -> Vec<String> {
    let write = format!(
        "write the baseline again with `cargo xtask size --dist <build> --write-baseline` and \
         commit {BASELINE} on its own, saying why in its reason"
    );
    let mut failures = Vec::new();
    for &(kind, route, now) in heaviest {
        match baseline.get(kind) {
            Some(&base) if now > base.saturating_add(allowed) => failures.push(format!(
                "the first view of {kind} routes grew beyond the baseline: {route} loads {now} \
                 bytes brotli ({}), {} more than the baseline's {base} ({}), and the allowed \
                 growth is {}. If the growth is deliberate, {write}",
                kb(now),
                now - base,
                kb(base),
                kb(allowed)
            )),
            Some(_) => {}
            None => failures.push(format!(
                "{BASELINE} has no first_view_brotli_bytes.{kind}, and the build has {kind} \
                 routes (heaviest {route}, {now} bytes brotli): a new kind of route needs a \
                 figure; {write}"
            )),
        }
    }
    for kind in baseline.keys() {
        if !heaviest.iter().any(|&(k, _, _)| k == kind.as_str()) {
            failures.push(format!(
                "{BASELINE} has first_view_brotli_bytes.{kind}, but the build has no route of \
                 that kind: a kind missing by mistake is a broken build; if the kind is gone on \
                 purpose, {write}"
            ));
        }
    }
    failures
}

/// Prints the report, then fails when a kind's heaviest first view exceeds its baseline by more
/// than [`ALLOWED_GROWTH`], or the baseline and the build disagree on the kinds.
pub(crate) fn gate(dist: &Path) -> anyhow::Result<()> {
    let views = report(dist)?;
    let (base, bundle_base) = baseline()?;
    let heaviest = heaviest_by_kind(&views);
    println!(
        "size gate: the heaviest first view of each kind against {BASELINE}, allowed growth {}",
        kb(ALLOWED_GROWTH)
    );
    for h in &heaviest {
        let now = h.view.brotli;
        let against = base.get(h.kind).map_or_else(
            || "no baseline".to_owned(),
            |&b| format!("baseline {b}, change {:+.1} KB", (now as f64 - b as f64) / 1024.0),
        );
        println!("  {:<12} {:<48} {now:>8} bytes brotli; {against}", h.kind, h.view.route);
    }
    let figures: Vec<(&str, &str, u64)> =
        heaviest.iter().map(|h| (h.kind, h.view.route.as_str(), h.view.brotli)).collect();
    let mut failures = judge(&figures, &base, ALLOWED_GROWTH);
    println!(
        "size gate: each wasm bundle against {BASELINE}, allowed growth {}",
        kb(ALLOWED_GROWTH)
    );
    let bundles = bundle_weights(dist)?;
    for (name, now) in &bundles {
        let against = bundle_base.get(name).map_or_else(
            || "no baseline".to_owned(),
            |&b| format!("baseline {b}, change {:+.1} KB", (*now as f64 - b as f64) / 1024.0),
        );
        println!("  {name:<12} {now:>8} bytes brotli; {against}");
    }
    failures.extend(judge_bundles(&bundles, &bundle_base, ALLOWED_GROWTH));
    if !failures.is_empty() {
        bail!("the size gate failed:\n  {}", failures.join("\n  "));
    }
    Ok(())
}

/// A map that serializes its entries in the order given.
struct Ordered<'a, T>(Vec<(&'a str, T)>);

impl<T: serde::Serialize> serde::Serialize for Ordered<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap as _;
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// The baseline file, its fields in the order it is written.
#[derive(serde::Serialize)]
struct BaselineFile<'a> {
    first_view_brotli_bytes: Ordered<'a, u64>,
    bundle_brotli_bytes: BTreeMap<String, u64>,
    measured: Measured<'a>,
    reason: String,
    earlier: String,
}

/// Which build a baseline was measured on.
#[derive(serde::Serialize)]
struct Measured<'a> {
    on: String,
    dist: String,
    wasm: Vec<String>,
    routes: usize,
    heaviest: Ordered<'a, &'a str>,
}

/// Prints the report, then writes the heaviest first view of each kind into the baseline,
/// keeping its `reason` and `earlier` text, which the writer then updates to say why.
pub(crate) fn write_baseline(dist: &Path) -> anyhow::Result<()> {
    let views = report(dist)?;
    let heaviest = heaviest_by_kind(&views);
    let old: serde_json::Value = match std::fs::read_to_string(BASELINE) {
        Ok(text) => serde_json::from_str(&text).with_context(|| format!("parsing {BASELINE}"))?,
        Err(_) => serde_json::Value::Null,
    };
    let text_of =
        |field: &str| old.get(field).and_then(serde_json::Value::as_str).map(str::to_owned);
    let bundles = bundles_of(dist)?;
    let file = BaselineFile {
        first_view_brotli_bytes: Ordered(
            heaviest.iter().map(|h| (h.kind, h.view.brotli)).collect(),
        ),
        bundle_brotli_bytes: bundle_weights(dist)?.into_iter().collect(),
        measured: Measured {
            on: crate::prices::today()?.to_string(),
            dist: dist.display().to_string(),
            wasm: bundles
                .iter()
                .filter_map(|(_, p)| p.file_name().map(|n| n.to_string_lossy().into_owned()))
                .collect(),
            routes: views.len(),
            heaviest: Ordered(heaviest.iter().map(|h| (h.kind, h.view.route.as_str())).collect()),
        },
        reason: text_of("reason")
            .unwrap_or_else(|| "Say why these figures are what they are.".to_owned()),
        earlier: text_of("earlier").unwrap_or_default(),
    };
    let json = serde_json::to_string_pretty(&file).context("writing the baseline as JSON")?;
    std::fs::write(BASELINE, format!("{json}\n")).with_context(|| format!("writing {BASELINE}"))?;
    println!("size: wrote {BASELINE}; update its reason to say why the figures are what they are");
    Ok(())
}

/// The data files beside the pages (`data/*.json`, out of the wasm): raw, brotli and gzip.
fn data_files(dist: &Path) -> anyhow::Result<()> {
    let dir = dist.join("data");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        println!("  data files: none in {}", dir.display());
        return Ok(());
    };
    let mut names: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    names.sort();
    for path in names {
        let bytes = std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
        println!(
            "  data file: {} {} raw, {} brotli, {} gzip",
            path.strip_prefix(dist).unwrap_or(&path).display(),
            kb(bytes.len() as u64),
            kb(brotli_len(&bytes)?),
            kb(gzip_len(&bytes)?)
        );
    }
    Ok(())
}

/// Where the build keeps each bundle's release module before wasm-bindgen and wasm-opt, which
/// still has function names: `<bundle>.wasm` (`site::build_page`), from the last build made,
/// whichever its features (in `cargo xtask ci`, the test-panic build's).
pub(crate) const NAMED_MODULES: &str = "target/wasm-bundles";

/// One wasm bundle in the benchmark report.
pub(crate) struct BundleWeight {
    /// The bundle's name.
    pub(crate) name: String,
    /// Its wasm, brotli bytes.
    pub(crate) brotli: u64,
    /// The five crates with the largest shares of its code, as `yew 25%, core 13%, …`; empty
    /// when its named module is not kept.
    pub(crate) top: String,
}

/// Each bundle of the build `dist`, with its weight and its largest crates.
pub(crate) fn bundle_summary(dist: &Path) -> anyhow::Result<Vec<BundleWeight>> {
    bundle_weights(dist)?
        .into_iter()
        .map(|(name, brotli)| {
            let module = Path::new(NAMED_MODULES).join(format!("{name}.wasm"));
            let top = match std::fs::read(&module) {
                Ok(bytes) => {
                    let owners = code_by_crate(&bytes)?;
                    let total: u64 = owners.iter().map(|(_, n)| n).sum::<u64>().max(1);
                    owners
                        .iter()
                        .take(5)
                        .map(|(c, n)| format!("{c} {:.0}%", *n as f64 * 100.0 / total as f64))
                        .collect::<Vec<_>>()
                        .join(", ")
                }
                Err(_) => String::new(),
            };
            Ok(BundleWeight { name, brotli, top })
        })
        .collect()
}

/// Whose code each bundle holds: its module before wasm-bindgen and wasm-opt ([`NAMED_MODULES`]),
/// its code bytes by crate. wasm-opt then shrinks the code as a whole, so the shares are what
/// carries over, not the byte counts.
fn code_owners(dist: &Path) -> anyhow::Result<()> {
    for (name, _) in bundles_of(dist)? {
        let path = Path::new(NAMED_MODULES).join(format!("{name}.wasm"));
        let Ok(bytes) = std::fs::read(&path) else { continue };
        let owners = code_by_crate(&bytes)?;
        let total: u64 = owners.iter().map(|(_, n)| n).sum();
        if total == 0 {
            continue;
        }
        let share = |n: u64| n as f64 * 100.0 / total as f64;
        let top: Vec<String> =
            owners.iter().take(10).map(|(name, n)| format!("{name} {:.0}%", share(*n))).collect();
        let rest: u64 = owners.iter().skip(10).map(|(_, n)| n).sum();
        println!(
            "  wasm code by crate, bundle {name} (before wasm-opt, {} in all): {}, the other {} crates {:.0}%",
            kb(total),
            top.join(", "),
            owners.len().saturating_sub(10),
            share(rest)
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compressed_sizes_are_kept_by_content_and_a_bad_entry_is_measured_again() {
        let cache = crate::project_root().join("target/tmp/size-cache-test");
        let _ = std::fs::remove_dir_all(&cache);
        let text = "gpuplan ".repeat(500);
        let bytes = text.as_bytes();
        let expected = (
            brotli_len(bytes).unwrap_or_else(|e| panic!("{e}")),
            gzip_len(bytes).unwrap_or_else(|e| panic!("{e}")),
        );
        assert!(expected.0 < bytes.len() as u64 && expected.1 < bytes.len() as u64);
        assert_eq!(compressed(bytes, &cache).unwrap_or_else(|e| panic!("{e:#}")), expected);
        let entries: Vec<_> = std::fs::read_dir(&cache)
            .unwrap_or_else(|e| panic!("{e}"))
            .flatten()
            .map(|e| e.path())
            .collect();
        assert_eq!(entries.len(), 1, "{entries:?}");
        // A kept entry is what the next run reads: change it, and the change shows.
        std::fs::write(&entries[0], "7 9\n").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(compressed(bytes, &cache).unwrap_or_else(|e| panic!("{e:#}")), (7, 9));
        // Other bytes are another entry.
        let other =
            compressed(b"something else entirely", &cache).unwrap_or_else(|e| panic!("{e:#}"));
        assert_ne!(other, (7, 9));
        // An entry that is not two numbers is measured again and written anew.
        std::fs::write(&entries[0], "garbage").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(compressed(bytes, &cache).unwrap_or_else(|e| panic!("{e:#}")), expected);
        let again = std::fs::read_to_string(&entries[0]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, format!("{} {}\n", expected.0, expected.1));
    }

    #[test]
    fn a_bundles_name_is_read_from_its_wasm_file() {
        assert_eq!(bundle_name("gpuplan-calc-219c193264f2f319_bg.wasm"), Some("calc"));
        assert_eq!(bundle_name("gpuplan-plan-1_bg.wasm"), Some("plan"));
        for other in
            ["gpuplan-calc-1.js", "gpuplan--1_bg.wasm", "gpuplan-calc_bg.wasm", "x_bg.wasm"]
        {
            assert_eq!(bundle_name(other), None, "{other}");
        }
    }

    #[test]
    fn a_bundle_over_its_baseline_or_new_or_gone_fails_the_gate() {
        let base: BTreeMap<String, u64> =
            [("calc".to_owned(), 300_000), ("gone".to_owned(), 1)].into_iter().collect();
        let now = [("calc".to_owned(), 300_000 + 5 * 1024 + 1), ("search".to_owned(), 150_000)];
        let failures = judge_bundles(&now, &base, 5 * 1024);
        assert_eq!(failures.len(), 3, "{failures:#?}");
        assert!(failures[0].contains("calc grew") && failures[0].contains("5121 more"));
        assert!(failures[1].contains("no bundle_brotli_bytes.search"));
        assert!(failures[2].contains("bundle_brotli_bytes.gone"));
        let within = [("calc".to_owned(), 300_000 + 5 * 1024), ("gone".to_owned(), 0)];
        assert!(judge_bundles(&within, &base, 5 * 1024).is_empty());
        let text = r#"{"bundle_brotli_bytes": {"calc": 3}, "first_view_brotli_bytes": {}}"#;
        assert_eq!(parse_bundle_baseline(text).unwrap().get("calc"), Some(&3));
        assert!(parse_bundle_baseline(r#"{"first_view_brotli_bytes": {}}"#).is_err());
        assert!(parse_bundle_baseline(r#"{"bundle_brotli_bytes": {"calc": -1}}"#).is_err());
    }

    #[test]
    fn brotli_shrinks_repetitive_text_and_counts_bytes() {
        let text = "gpuplan ".repeat(1000);
        let n = brotli_len(text.as_bytes()).unwrap_or(u64::MAX);
        assert!(n > 0 && n < 100, "{n}");
    }

    #[test]
    fn functions_are_owned_by_the_crate_that_names_them() {
        // Legacy mangling as rustc writes it in the name section, and plain names.
        assert_eq!(crate_of("_ZN4core3fmt5write17h0123456789abcdefE"), "core");
        assert_eq!(
            crate_of(
                "_ZN71_$LT$gpuplan_core..date..Date$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h8b4ec30cc337e904E"
            ),
            "gpuplan_core"
        );
        assert_eq!(
            crate_of("<&mut serde_json::de::Deserializer<R> as serde::Deserializer>::x"),
            "serde_json"
        );
        assert_eq!(crate_of("<u8 as core::fmt::Debug>::fmt"), "core");
        assert_eq!(crate_of("<T as wasm_bindgen::convert::IntoWasmAbi>::into_abi"), "wasm_bindgen");
        assert_eq!(crate_of("<str>::to_lowercase"), "core");
        assert_eq!(crate_of("main"), "(no path)");
    }

    #[test]
    fn code_is_counted_per_named_function_after_the_imports() {
        // One imported function (index 0), two bodies (indices 1 and 2) named in a name section.
        let mut wasm: Vec<u8> = vec![
            0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, // magic, version
            1, 4, 1, 0x60, 0, 0, // type section: () -> ()
            2, 7, 1, 1, b'm', 1, b'f', 0, 0, // import section: m.f, a function of type 0
            3, 3, 2, 0, 0, // function section: two functions of type 0
            // code section: bodies of 2 and 4 bytes (each after its size byte)
            10, 9, 2, 2, 0, 0x0b, 4, 0, 0x01, 0x01, 0x0b,
        ];
        let names: &[(u8, &str)] = &[(1, "_ZN4core3fmt5write17h0123456789abcdefE"), (2, "yew::f")];
        let mut map = vec![u8::try_from(names.len()).unwrap_or(0)];
        for (index, name) in names {
            map.push(*index);
            map.push(u8::try_from(name.len()).unwrap_or(0));
            map.extend_from_slice(name.as_bytes());
        }
        let mut sub = vec![1, u8::try_from(map.len()).unwrap_or(0)];
        sub.extend(map);
        let mut custom = vec![4];
        custom.extend_from_slice(b"name");
        custom.extend(sub);
        wasm.push(0);
        wasm.push(u8::try_from(custom.len()).unwrap_or(0));
        wasm.extend(custom);
        let owners = code_by_crate(&wasm).unwrap_or_default();
        assert_eq!(owners, vec![("yew".to_owned(), 4), ("core".to_owned(), 2)]);
    }

    #[test]
    fn wasm_sections_are_split_into_code_and_data() {
        // A minimal module: one empty function (code) and one 5-byte data segment.
        let wasm: Vec<u8> = vec![
            0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, // magic, version
            1, 4, 1, 0x60, 0, 0, // type section: () -> ()
            3, 2, 1, 0, // function section
            5, 3, 1, 0, 1, // memory section: 1 page
            10, 4, 1, 2, 0, 0x0b, // code section: 4 bytes
            11, 11, 1, 0, 0x41, 0, 0x0b, 5, b'h', b'e', b'l', b'l',
            b'o', // data section: 11 bytes
        ];
        // The code section is 4 bytes: a 1-byte function count and 3 bytes of body.
        let (code, data, custom) = wasm_parts(&wasm).unwrap_or((0, 0, 0));
        assert_eq!((code, data, custom), (3, 11, 0));
    }

    fn files(route: &str, html: &str) -> Vec<String> {
        let page = page_file(route).unwrap();
        view_files(route, &page, html).unwrap().0
    }

    /// trunk's page for a site built for `/gpuplan/`: the loader's glue and wasm (named by the
    /// module script and preloaded again), the stylesheet, both scripts and a preloaded data
    /// file count; the icon, the manifest, a link and a file named in a comment do not.
    #[test]
    fn a_trunk_page_under_a_base_path_counts_its_loader_styles_scripts_and_data() {
        let html = r#"<!doctype html>
<html lang="en"><head>
<base href="/gpuplan/" />
<script type="module">
// not '/gpuplan/old.js'
import init, * as bindings from '/gpuplan/app-1a2b3c4d5e6f7a8b.js';
const wasm = await init({ module_or_path: '/gpuplan/app-1a2b3c4d5e6f7a8b_bg.wasm' });
</script>
<link rel="stylesheet" href="/gpuplan/main.css" integrity="sha384-x"/>
<link rel="icon" href="/gpuplan/favicon.svg"/>
<link rel="manifest" href="manifest.webmanifest" />
<script src="/gpuplan/theme.js" integrity="sha384-y"></script>
<script src="register-sw.js" defer></script>
<link rel="modulepreload" href="/gpuplan/app-1a2b3c4d5e6f7a8b.js" crossorigin="anonymous" integrity="sha384-z"><link rel="preload" href="/gpuplan/app-1a2b3c4d5e6f7a8b_bg.wasm" crossorigin="anonymous" as="fetch" type="application/wasm">
<link rel=preload as=fetch href='data/prices.json' crossorigin>
</head>
<body><div id="app"><!--<[yew::Foo<Bar>]>--><p>a < b</p><a href="/gpuplan/x.js">x</a></div></body></html>"#;
        assert_eq!(
            files("/guide/en/cost-models", html),
            [
                "guide/en/cost-models.html",
                "app-1a2b3c4d5e6f7a8b.js",
                "app-1a2b3c4d5e6f7a8b_bg.wasm",
                "main.css",
                "theme.js",
                "register-sw.js",
                "data/prices.json",
            ]
        );
    }

    /// A reading page: trunk's page without the loader, so no glue and no wasm.
    #[test]
    fn a_reading_page_without_the_loader_counts_no_wasm() {
        let html = r#"<!doctype html>
<html data-app="static" lang="en"><head><base href="/" />
<link rel="stylesheet" href="/main-387254942d308968.css" integrity="sha384-a"/>
<link rel="icon" href="/favicon-4917b97ed4b528f.svg"/>
<script src="/theme-9038d1abfda7506f.js"></script>
<script src="/reader-0123456789abcdef.js" defer></script>
</head><body><div id="app" data-route="/"><h1>gpuplan</h1></div></body></html>"#;
        assert_eq!(
            files("/", html),
            [
                "index.html",
                "main-387254942d308968.css",
                "theme-9038d1abfda7506f.js",
                "reader-0123456789abcdef.js",
            ]
        );
    }

    /// A chapter with a calculator: the loader and the data links wait in a template, so the
    /// first view is the reading page's, and the template's files are counted as later.
    #[test]
    fn a_held_loader_counts_later_not_in_the_first_view() {
        let html = r#"<!doctype html>
<html data-app="deferred" lang="en"><head><base href="/" />
<link rel="stylesheet" href="/main-387254942d308968.css"/>
<script src="/reader-0123456789abcdef.js" defer></script>
<template id="gpuplan-app"><link rel="preload" href="data/dataset-0123456789abcdef.json" as="fetch" crossorigin="anonymous" data-gpuplan-data="dataset"><link rel="modulepreload" href="/app-1a2b3c4d5e6f7a8b.js"><link rel="stylesheet" href="/main-387254942d308968.css"/><script type="module">
import init from '/app-1a2b3c4d5e6f7a8b.js';
await init({ module_or_path: '/app-1a2b3c4d5e6f7a8b_bg.wasm' });
</script></template>
</head><body><div id="app"><h1>x</h1></div></body></html>"#;
        let route = "/guide/en/cost-models";
        let page = page_file(route).unwrap();
        let (first, later) = view_files(route, &page, html).unwrap();
        assert_eq!(
            first,
            [
                "guide/en/cost-models.html",
                "main-387254942d308968.css",
                "reader-0123456789abcdef.js"
            ]
        );
        assert_eq!(
            later,
            [
                "data/dataset-0123456789abcdef.json",
                "app-1a2b3c4d5e6f7a8b.js",
                "app-1a2b3c4d5e6f7a8b_bg.wasm",
            ],
            "each once, and not what the first view has"
        );
        let reading = html.replace("<template", "<div").replace("</template>", "</div>");
        let (all, none) = view_files(route, &page, &reading).unwrap();
        assert!(all.len() > first.len() && none.is_empty());
    }

    #[test]
    fn tags_are_read_whatever_the_quoting_order_and_case() {
        let tags = scan(
            "<LINK href='/a.css' REL=stylesheet integrity=\"sha384-x\" crossorigin>\
             <link rel=\"modulepreload\" href=\"/b.js\">\
             <link title=\"a>b\" rel = \"stylesheet\" href=\"/c.css\"/>",
        );
        let attrs = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
            pairs.iter().map(|(n, v)| ((*n).to_owned(), (*v).to_owned())).collect()
        };
        assert_eq!(
            tags,
            vec![
                Tag {
                    name: "link".to_owned(),
                    attrs: attrs(&[
                        ("href", "/a.css"),
                        ("rel", "stylesheet"),
                        ("integrity", "sha384-x"),
                        ("crossorigin", ""),
                    ]),
                    text: String::new(),
                },
                Tag {
                    name: "link".to_owned(),
                    attrs: attrs(&[("rel", "modulepreload"), ("href", "/b.js")]),
                    text: String::new(),
                },
                Tag {
                    name: "link".to_owned(),
                    attrs: attrs(&[("title", "a>b"), ("rel", "stylesheet"), ("href", "/c.css")]),
                    text: String::new(),
                },
            ]
        );
        assert_eq!(files("/", "<LINK href='/a.css' REL=Stylesheet>"), ["index.html", "a.css"]);
    }

    /// Comments, script text and title text hold no tags; a `<` that opens no tag is text.
    #[test]
    fn comments_and_element_text_hold_no_tags() {
        let html = "<!-- <link rel=\"stylesheet\" href=\"/x.css\"> -->\
                    <script>document.write('<link rel=\"stylesheet\" href=\"/y.css\">')</script>\
                    <title>a <link rel=stylesheet href=/z.css></title><p>1 < 2</p>\
                    <link rel=stylesheet href=/ok.css>";
        let names: Vec<String> = scan(html).into_iter().map(|t| t.name).collect();
        assert_eq!(names, ["script", "title", "p", "link"]);
        assert_eq!(files("/", html), ["index.html", "ok.css"]);
    }

    #[test]
    fn a_file_named_twice_counts_once() {
        let html = "<base href=\"/gpuplan/\"><link rel=\"stylesheet\" href=\"/gpuplan/m.css\">\
                    <link rel=\"preload\" as=\"style\" href=\"m.css\">\
                    <script src=\"./m.js\"></script><link rel=\"modulepreload\" href=\"m.js\">";
        assert_eq!(files("/calc", html), ["calc.html", "m.css", "m.js"]);
    }

    /// Scripts of other types are not run and not fetched; icons, manifests and alternates are
    /// not fetched for the first view; `rel` is a list of words.
    #[test]
    fn only_what_the_first_view_fetches_counts() {
        let html = "<script type=\"application/json\" src=\"/data.json\"></script>\
                    <script type=\"text/javascript\" src=\"/a.js\" async></script>\
                    <link rel=\"icon\" href=\"/i.svg\"><link rel=\"manifest\" href=\"/m.webmanifest\">\
                    <link rel=\"preload stylesheet\" href=\"/s.css\">\
                    <link rel=\"alternate\" href=\"/feed.xml\">\
                    <link rel=\"preload\" as=\"fetch\" href=\"/data/prices.json\" crossorigin>\
                    <script src=\"https://cdn.example/x.js\"></script><script src=\"\"></script>";
        assert_eq!(files("/search", html), ["search.html", "a.js", "s.css", "data/prices.json"]);
    }

    #[test]
    fn module_script_strings_outside_comments_name_files() {
        let js = "// don't load '/old.js'\nimport a from \"/a.js\";\n/* 'b.js' */ \
                  const w = `/w.wasm`; const t = `${x}.js`; fetch('./d.json?v=1');\n\
                  const s = 'not a file'; const e = 'e\\'.js';";
        assert_eq!(string_literals(js), ["/a.js", "/w.wasm", "./d.json?v=1", "not a file"]);
        let named: Vec<String> =
            string_literals(js).into_iter().filter(|s| names_a_file(s)).collect();
        assert_eq!(named, ["/a.js", "/w.wasm", "./d.json?v=1"]);
    }

    #[test]
    fn references_resolve_against_the_base_or_the_route() {
        let ok = |route: &str, base: Option<&str>, reference: &str| {
            file_of(route, base, reference).unwrap()
        };
        let some = |s: &str| Some(s.to_owned());
        let chapter = "/guide/en/x";
        assert_eq!(ok(chapter, Some("/gpuplan/"), "/gpuplan/a.css"), some("a.css"));
        assert_eq!(ok(chapter, Some("/gpuplan/"), "a.css"), some("a.css"));
        assert_eq!(ok(chapter, Some("/gpuplan/"), "./js/../b.js?v=2#top"), some("b.js"));
        assert_eq!(ok(chapter, None, "c.css"), some("guide/en/c.css"));
        assert_eq!(ok(chapter, None, "/d.css"), some("d.css"));
        assert_eq!(ok(chapter, None, "../e.css"), some("guide/e.css"));
        assert_eq!(ok(chapter, Some("../"), "g.css"), some("guide/g.css"));
        assert_eq!(ok("/", Some("https://example.github.io/gpuplan/"), "f.js"), some("f.js"));
        assert_eq!(ok("/", None, "/my%20file.css"), some("my file.css"));
        assert_eq!(ok("/", None, "/100%zz.css"), some("100%zz.css"));
        assert!(file_of("/", None, "/%2e%2e/etc/passwd").is_err());
        for elsewhere in ["https://cdn.example/x.js", "//cdn.example/x.js", "data:text/css,p{}", ""]
        {
            assert_eq!(ok("/", Some("/gpuplan/"), elsewhere), None, "{elsewhere}");
        }
        let outside = file_of("/", Some("/gpuplan/"), "/other/x.css").unwrap_err();
        assert!(outside.to_string().contains("outside the site's base /gpuplan/"), "{outside}");
        let dir = file_of("/", Some("/gpuplan/"), "/gpuplan/").unwrap_err();
        assert!(dir.to_string().contains("a directory"), "{dir}");
    }

    #[test]
    fn character_references_in_values_are_decoded() {
        assert_eq!(decode_references("a&amp;b&#39;c&#x2F;d&nbsp;e&"), "a&b'c/d&nbsp;e&");
        assert_eq!(
            scan("<link href=\"/a.css?x=1&amp;y=2\">")[0].attr("href"),
            Some("/a.css?x=1&y=2")
        );
    }

    #[test]
    fn routes_map_to_their_pages() {
        assert_eq!(page_file("/").unwrap(), "index.html");
        assert_eq!(page_file("/404").unwrap(), "404.html");
        assert_eq!(page_file("/catalog").unwrap(), "catalog.html");
        assert_eq!(
            page_file("/catalog/Standard_NC6s_v3").unwrap(),
            "catalog/Standard_NC6s_v3.html"
        );
        assert_eq!(page_file("/guide/en/cost-models").unwrap(), "guide/en/cost-models.html");
        for bad in ["calc", "/calc/", "/../etc/passwd", "/guide//x"] {
            assert!(page_file(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn routes_are_grouped_by_kind() {
        let cases = [
            ("/", "home"),
            ("/guide/en/cost-models", "chapter"),
            ("/guide/zh/faq", "chapter"),
            ("/guide/en/sources", "sources"),
            ("/guide/zh/sources", "sources"),
            ("/catalog", "catalog"),
            ("/catalog/Standard_NC6s_v3", "size"),
            ("/calc", "calculators"),
            ("/calc/spot", "calculator"),
            ("/estimate", "estimate"),
            ("/wizard", "wizard"),
            ("/search", "search"),
            ("/404", "not-found"),
            ("/zh", "home"),
            ("/zh/catalog", "catalog"),
            ("/zh/catalog/Standard_NC6s_v3", "size"),
            ("/zh/calc/spot", "calculator"),
            ("/zh/search", "search"),
            ("/zh/guide/zh/faq", "other"),
            ("/guide/en", "other"),
            ("/catalog/a/b", "other"),
            ("/about", "other"),
        ];
        for (route, expected) in cases {
            assert_eq!(kind(route), expected, "{route}");
        }
    }

    #[test]
    fn the_heaviest_route_of_each_kind_is_found_in_report_order() {
        let view = |route: &str, brotli: u64| RouteWeight {
            route: route.to_owned(),
            kind: kind(route).to_owned(),
            files: Vec::new(),
            brotli,
            gzip: 0,
            later: Vec::new(),
            later_brotli: 0,
        };
        let views = [
            view("/guide/en/a", 10),
            view("/", 5),
            view("/guide/en/b", 20),
            view("/guide/en/c", 20),
        ];
        let got: Vec<(&str, usize, &str)> = heaviest_by_kind(&views)
            .iter()
            .map(|h| (h.kind, h.routes, h.view.route.as_str()))
            .collect();
        assert_eq!(got, [("home", 1, "/"), ("chapter", 3, "/guide/en/b")]);
    }

    #[test]
    fn short_names_drop_trunk_hashes() {
        let page = "guide/en/x.html";
        assert_eq!(short_name(page, page), "page");
        assert_eq!(short_name("gpuplan-web-3948c622be402da0_bg.wasm", page), "gpuplan-web_bg.wasm");
        assert_eq!(short_name("gpuplan-web-3948c622be402da0.js", page), "gpuplan-web.js");
        assert_eq!(short_name("favicon-4917b97ed4b528f.svg", page), "favicon.svg");
        assert_eq!(short_name("icons/icon-192.png", page), "icon-192.png");
        assert_eq!(short_name("main.css", page), "main.css");
    }

    #[test]
    fn the_gate_allows_growth_up_to_the_allowance_and_no_more() {
        let baseline: BTreeMap<String, u64> =
            [("home".to_owned(), 100_000), ("chapter".to_owned(), 200_000)].into();
        let at_limit = [("home", "/", 105_120), ("chapter", "/guide/en/x", 200_000)];
        assert!(judge(&at_limit, &baseline, 5 * 1024).is_empty());
        let smaller = [("home", "/", 50_000), ("chapter", "/guide/en/x", 1)];
        assert!(judge(&smaller, &baseline, 5 * 1024).is_empty());
        let over = [("home", "/", 105_121), ("chapter", "/guide/en/x", 200_000)];
        let failures = judge(&over, &baseline, 5 * 1024);
        assert_eq!(failures.len(), 1, "{failures:?}");
        for needle in ["home routes", "/ loads 105121 bytes", "5121 more", "--write-baseline"] {
            assert!(failures[0].contains(needle), "{needle}: {}", failures[0]);
        }
    }

    #[test]
    fn the_gate_fails_when_the_build_and_the_baseline_disagree_on_kinds() {
        let baseline: BTreeMap<String, u64> =
            [("home".to_owned(), 10), ("wizard".to_owned(), 10)].into();
        let failures = judge(&[("home", "/", 1), ("search", "/search", 2)], &baseline, 0);
        assert_eq!(failures.len(), 2, "{failures:?}");
        assert!(failures[0].contains("no first_view_brotli_bytes.search"), "{}", failures[0]);
        for needle in ["first_view_brotli_bytes.wizard", "the build has no route of that kind"] {
            assert!(failures[1].contains(needle), "{needle}: {}", failures[1]);
        }
    }

    #[test]
    fn baselines_are_read_per_kind_and_other_fields_are_ignored() {
        let text = r#"{"first_view_brotli_bytes": {"home": 1000, "chapter": 2000},
                       "wasm_brotli_bytes": 428573, "reason": "r", "earlier": "e"}"#;
        let expected: BTreeMap<String, u64> =
            [("home".to_owned(), 1000), ("chapter".to_owned(), 2000)].into();
        assert_eq!(parse_baseline(text).unwrap(), expected);
        let old = parse_baseline(r#"{"wasm_brotli_bytes": 428573, "reason": "r"}"#).unwrap_err();
        assert!(old.to_string().contains("no first_view_brotli_bytes"), "{old}");
        let bad = parse_baseline(r#"{"first_view_brotli_bytes": {"home": "12 KB"}}"#).unwrap_err();
        assert!(bad.to_string().contains("first_view_brotli_bytes.home"), "{bad}");
    }

    /// A small build on disk: each route's first view sums its files' compressed sizes, and a
    /// file a page names that the build lacks fails, naming the route and the file.
    #[test]
    fn first_views_sum_their_files_and_a_missing_file_fails() {
        let dist = std::env::temp_dir().join(format!("gpuplan-size-test-{}", std::process::id()));
        std::fs::create_dir_all(dist.join("calc")).unwrap();
        let css = "body { color: black; } ".repeat(50);
        let index = "<base href=\"/\"><link rel=\"stylesheet\" href=\"/m.css\">";
        std::fs::write(dist.join("m.css"), &css).unwrap();
        std::fs::write(dist.join("index.html"), index).unwrap();
        std::fs::write(dist.join("calc/spot.html"), "<link rel=stylesheet href=/m.css>").unwrap();
        std::fs::write(dist.join("routes.json"), r#"["/", "/calc/spot"]"#).unwrap();
        let views = first_views(&dist).unwrap();
        let home = &views[0];
        assert_eq!((home.route.as_str(), home.kind.as_str()), ("/", "home"));
        assert_eq!(home.files, ["index.html", "m.css"]);
        let both = |f: fn(&[u8]) -> anyhow::Result<u64>| {
            f(index.as_bytes()).unwrap() + f(css.as_bytes()).unwrap()
        };
        assert_eq!((home.brotli, home.gzip), (both(brotli_len), both(gzip_len)));
        assert_eq!(views[1].kind, "calculator");

        std::fs::write(dist.join("calc/spot.html"), "<script src=\"/gone.js\"></script>").unwrap();
        let err = format!("{:#}", first_views(&dist).unwrap_err());
        std::fs::remove_dir_all(&dist).unwrap();
        assert!(err.contains("route /calc/spot") && err.contains("gone.js"), "{err}");
    }

    #[test]
    fn gzip_shrinks_repetitive_text_and_counts_its_header() {
        let text = "gpuplan ".repeat(1000);
        let n = gzip_len(text.as_bytes()).unwrap();
        // A gzip member has at least 18 bytes of header and trailer.
        assert!(n > 18 && n < 100, "{n}");
    }
}
