//! Building the site with trunk, then giving its page a Content-Security-Policy.

use std::path::Path;

use anyhow::{Context as _, bail};
use base64::Engine as _;
use sha2::{Digest as _, Sha256};

use crate::cmd;

/// Checks a base path and gives it one leading and one trailing slash: `gpuplan` → `/gpuplan/`.
pub(crate) fn normalise_base(base: &str) -> anyhow::Result<String> {
    let inner = base.trim_matches('/');
    let ok =
        inner.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'/'))
            && !inner.split('/').any(|s| s == ".." || s == ".");
    if !ok {
        bail!("--base {base:?}: use letters, digits, - _ . and /, as in /gpuplan/");
    }
    Ok(if inner.is_empty() { "/".to_owned() } else { format!("/{inner}/") })
}

/// A release build of the site under `base`, written to `dist`.
pub(crate) fn build(base: &str, dist: &Path) -> anyhow::Result<()> {
    build_page(Path::new("site/index.html"), base, dist, None, &[])
}

/// [`build`], and the pseudo-locale's pages (docs/i18n.md) in `pseudo`: a copy of the build
/// with the pages written under `en-XA/` by the prerenderer built with the feature `pseudo`,
/// and their list as `routes-pseudo.json`, for the phone walk of `e2e/tests/pseudo.test.mjs`.
/// No second trunk build: the wasm and styles are the site's.
pub(crate) fn build_with_pseudo(base: &str, dist: &Path, pseudo: &Path) -> anyhow::Result<()> {
    build_page(Path::new("site/index.html"), base, dist, Some(pseudo), &[])
}

/// Builds of the site that only the end-to-end tests use.
#[derive(Clone, Copy)]
pub(crate) enum Variant {
    /// A second deploy for the update test: one changed stylesheet. The wasm is the same, so
    /// cargo reuses it and only trunk reruns.
    NextDeploy,
    /// The app with the `test-panic` feature, whose route `catalog/__panic` panics on purpose.
    TestPanic,
}

/// Builds `variant` at the root from a copy of `site/` in `work` (a path relative to the
/// workspace root).
pub(crate) fn build_variant(variant: Variant, work: &Path, dist: &Path) -> anyhow::Result<()> {
    if work.exists() {
        std::fs::remove_dir_all(work)?;
    }
    copy_dir(Path::new("site"), work)?;
    // trunk resolves hrefs against the page's folder, and only relative ones.
    let up = "../".repeat(work.components().count());
    let index = work.join("index.html");
    let html = std::fs::read_to_string(&index)?
        .replace("href=\"../crates/", &format!("href=\"{up}crates/"));
    // The prerenderer is built with the app's features, so that its pages load the app where
    // that build needs it.
    let features: &[&str] = match variant {
        Variant::NextDeploy => &[],
        Variant::TestPanic => &["test-panic"],
    };
    match variant {
        Variant::NextDeploy => {
            let css = work.join("styles/main.css");
            let mut text = std::fs::read_to_string(&css)?;
            text.push_str(
                "\n/* the next deploy, built by `cargo xtask test` for the update test */\n",
            );
            std::fs::write(&css, text)?;
        }
        // The feature goes to cargo with each bundle's own ([`build_page`]).
        Variant::TestPanic => {}
    }
    std::fs::write(&index, html)?;
    build_page(&index, "/", dist, None, features)
}

fn copy_dir(from: &Path, to: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let path = entry?.path();
        let target = to.join(path.file_name().context("a file without a name")?);
        if path.is_dir() {
            copy_dir(&path, &target)?;
        } else {
            std::fs::copy(&path, &target)?;
        }
    }
    Ok(())
}

/// The browser bundles (`gpuplan-web`'s `bundle-*` features, docs/bundles.md), in build order.
/// The first is built into the site's folder; the prerenderer takes each page's loader from its
/// bundle's `index.html`, kept in [`BUNDLE_PAGES`] until the pages are written.
const BUNDLES: [&str; 4] = ["calc", "catalog", "plan", "search"];

/// Where the build keeps each bundle's `index.html` (`<name>.html`) for the prerenderer; removed
/// before the service worker lists the files.
const BUNDLE_PAGES: &str = ".bundles";

fn build_page(
    page: &Path,
    base: &str,
    dist: &Path,
    pseudo: Option<&Path>,
    features: &[&str],
) -> anyhow::Result<()> {
    let mut pages = Vec::new();
    // trunk finds `wasm-opt` on the PATH: the script that answers from its output cache.
    let path = crate::optcache::shim()?;
    for (i, bundle) in BUNDLES.iter().enumerate() {
        let out = if i == 0 { dist.to_path_buf() } else { aside(dist, bundle)? };
        let wanted = bundle_features(bundle, features);
        println!("build: trunk build --release (base {base}, {wanted}) into {}", out.display());
        let started = std::time::Instant::now();
        cmd::run(
            cmd::new("trunk")
                .args(["build", "--release", "--offline", "--public-url", base])
                .args(["--no-default-features", "--features", &wanted])
                .arg("--dist")
                .arg(&out)
                .arg(page)
                .env("PATH", &path),
            "trunk build",
        )?;
        println!("build: bundle {bundle} in {:.1?}", started.elapsed());
        // The module as cargo linked it, with function names, for `cargo xtask size`: the
        // shipped features only, not a test build's.
        let named = Path::new("target/wasm32-unknown-unknown/release/gpuplan-web.wasm");
        if named.exists() && features.is_empty() {
            std::fs::create_dir_all(crate::size::NAMED_MODULES)?;
            let kept = Path::new(crate::size::NAMED_MODULES).join(format!("{bundle}.wasm"));
            std::fs::copy(named, kept)?;
        }
        let index = out.join("index.html");
        let html = std::fs::read_to_string(&index).with_context(|| index.display().to_string())?;
        let html = name_bundle(&out, bundle, &html)?;
        if i > 0 {
            merge_dir(&out, &out, dist)?;
            std::fs::remove_dir_all(&out)?;
        }
        pages.push(html);
    }
    // Every page's policy allows every bundle's loader: a page may hold any of them.
    let others: Vec<&str> = pages.iter().map(String::as_str).collect();
    let kept = dist.join(BUNDLE_PAGES);
    std::fs::create_dir_all(&kept)?;
    let mut hashes = 0;
    for (bundle, html) in BUNDLES.iter().zip(&pages) {
        // The same policy on every page: the hashes of all the bundles' loaders.
        let (html, n) = add_csp(html, &others)?;
        hashes = n;
        let file = kept.join(format!("{bundle}.html"));
        std::fs::write(&file, &html).with_context(|| file.display().to_string())?;
        if *bundle == BUNDLES[0] {
            std::fs::write(dist.join("index.html"), &html)?;
        }
    }
    println!("build: Content-Security-Policy added, {hashes} inline script(s) allowed by hash");
    if let Some(pseudo) = pseudo {
        // A copy while `index.html` is still the template, which the prerenderer fills.
        if pseudo.exists() {
            std::fs::remove_dir_all(pseudo)?;
        }
        copy_dir(dist, pseudo)?;
        let started = std::time::Instant::now();
        cmd::run(
            cmd::new("cargo")
                .args(["run", "--quiet", "-p", "gpuplan-web", "--features", "pseudo"])
                .args(["--bin", "gpuplan-prerender", "--"])
                .arg(pseudo)
                .args([base, "--pseudo"]),
            "prerender --pseudo",
        )?;
        std::fs::remove_dir_all(pseudo.join(BUNDLE_PAGES))?;
        println!("build: the pseudo-locale's pages in {:.1?}", started.elapsed());
    }
    prerender(dist, base, features)?;
    std::fs::remove_dir_all(&kept)?;
    let (count, version) = write_service_worker(dist)?;
    println!("build: service worker {version} precaches {count} files");
    Ok(())
}

/// The bundle that draws the not-found page (`route::Bundle::of(Route::NotFound)` in the web
/// crate), through which the crash test reaches the route `catalog/__panic`.
const NOT_FOUND_BUNDLE: &str = "search";

/// The cargo features of `bundle`'s build: its own, and those of `features` it needs. The
/// `test-panic` feature goes only to the bundle that reaches the panic route, so the other
/// bundles of that build are the ones every other build has made, and cargo and wasm-opt do
/// not make them again.
fn bundle_features(bundle: &str, features: &[&str]) -> String {
    let mut wanted = vec![format!("bundle-{bundle}")];
    wanted.extend(
        features
            .iter()
            .filter(|f| **f != "test-panic" || bundle == NOT_FOUND_BUNDLE)
            .map(|f| (*f).to_owned()),
    );
    wanted.join(",")
}

/// Renames trunk's `gpuplan-web-<hash>.js` and `gpuplan-web-<hash>_bg.wasm` in `out` to
/// `gpuplan-<bundle>-<hash>…`, so each bundle's files say which they are (`cargo xtask size`
/// reports them by that name), and returns `html` naming them so. The contents, and with them
/// trunk's integrity hashes, are unchanged.
fn name_bundle(out: &Path, bundle: &str, html: &str) -> anyhow::Result<String> {
    let mut html = html.to_owned();
    let mut renamed = 0;
    for entry in std::fs::read_dir(out)? {
        let path = entry?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
        let Some(rest) = name.strip_prefix("gpuplan-web-") else { continue };
        let new = format!("gpuplan-{bundle}-{rest}");
        std::fs::rename(&path, out.join(&new))?;
        if !html.contains(name) {
            bail!("{}: trunk's page does not name {name}", out.display());
        }
        html = html.replace(name, &new);
        renamed += 1;
    }
    if renamed != 2 {
        bail!("{}: expected trunk's glue and wasm, renamed {renamed} files", out.display());
    }
    Ok(html)
}

/// A folder beside `dist` for bundle `bundle`'s own trunk build.
fn aside(dist: &Path, bundle: &str) -> anyhow::Result<std::path::PathBuf> {
    let name = dist.file_name().context("a --dist without a folder name")?;
    Ok(dist.with_file_name(format!("{}.bundle-{bundle}", name.to_string_lossy())))
}

/// Copies into `to` every file under `dir` (a folder of `root`) that `to` lacks: a bundle's
/// glue, wasm and snippets. The files both builds wrote (styles, scripts, icons) are the same
/// bytes under the same hashed names.
fn merge_dir(root: &Path, dir: &Path, to: &Path) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            merge_dir(root, &path, to)?;
            continue;
        }
        let target = to.join(path.strip_prefix(root)?);
        if path.file_name().is_some_and(|n| n == "index.html") || target.exists() {
            continue;
        }
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::copy(&path, &target)?;
    }
    Ok(())
}

/// Renders every route into its own page (`guide/en/x.html`, `404.html`, …) from `index.html`,
/// natively, with the app's own components (`gpuplan-web`'s `gpuplan-prerender`), built with
/// `features`.
fn prerender(dist: &Path, base: &str, features: &[&str]) -> anyhow::Result<()> {
    let mut run = cmd::new("cargo");
    run.args(["run", "--quiet", "-p", "gpuplan-web", "--bin", "gpuplan-prerender"]);
    if !features.is_empty() {
        run.args(["--features", &features.join(",")]);
    }
    cmd::run(run.arg("--").arg(dist).arg(base), "prerender")
}

/// Writes `sw.js` from the template with the list of every file in `dist` (paths relative to the
/// base, as trunk named them) and a version that changes whenever any file's name or bytes do.
fn write_service_worker(dist: &Path) -> anyhow::Result<(usize, String)> {
    let mut files = Vec::new();
    collect_files(dist, dist, &mut files)?;
    files.retain(|(name, _)| name != "sw.js");
    files.sort();
    let mut hasher = Sha256::new();
    for (name, bytes) in &files {
        hasher.update(name.as_bytes());
        hasher.update([0]);
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(bytes);
    }
    let version: String = hasher.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect();
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    let script = include_str!("sw.js")
        .replace("'__VERSION__'", &format!("'{version}'"))
        .replace("__FILES__", &serde_json::to_string(&names)?);
    std::fs::write(dist.join("sw.js"), script)?;
    Ok((names.len(), version))
}

fn collect_files(root: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>)>) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(dir).with_context(|| dir.display().to_string())? {
        let path = entry?.path();
        if path.is_dir() {
            collect_files(root, &path, out)?;
        } else {
            let name = path.strip_prefix(root)?.to_string_lossy().replace('\\', "/");
            out.push((name, std::fs::read(&path)?));
        }
    }
    Ok(())
}

/// The policy, less the hashes of inline scripts. Scripts come only from the site, wasm may be
/// compiled (`'wasm-unsafe-eval'`), and there is no `'unsafe-inline'` or `'unsafe-eval'`.
/// Forms submit only to the site (the banner's search is a plain GET form, so it works on pages
/// that load no wasm). `frame-ancestors` cannot be set from a `<meta>` tag; a host that can send
/// headers should add it.
const POLICY: [&str; 8] = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
];

/// Puts a CSP `<meta>` right after `<meta charset>` in trunk's page, with a `'sha256-…'` source
/// for every inline `<script>` trunk wrote (its loader) in it and in `others` (the other
/// bundles' pages, whose loaders the prerenderer may put in any page). Returns the page and the
/// hash count.
pub(crate) fn add_csp(html: &str, others: &[&str]) -> anyhow::Result<(String, usize)> {
    if html.contains("Content-Security-Policy") {
        bail!("index.html already has a Content-Security-Policy; the build adds it");
    }
    let mut hashes: Vec<String> = Vec::new();
    for page in std::iter::once(html).chain(others.iter().copied()) {
        for body in inline_scripts(page)? {
            let digest = Sha256::digest(body.as_bytes());
            let hash =
                format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest));
            if !hashes.contains(&hash) {
                hashes.push(hash);
            }
        }
    }
    let mut policy = POLICY.map(str::to_owned);
    for hash in &hashes {
        policy[1].push(' ');
        policy[1].push_str(hash);
    }
    let at = html
        .find("<meta charset")
        .and_then(|start| html[start..].find('>').map(|end| start + end + 1))
        .context("index.html has no <meta charset>; the policy goes right after it")?;
    let meta = format!(
        "\n    <meta http-equiv=\"Content-Security-Policy\" content=\"{}\" />",
        policy.join("; ")
    );
    Ok((format!("{}{meta}{}", &html[..at], &html[at..]), hashes.len()))
}

/// The text of every `<script>` without a `src`, exactly as the browser hashes it.
fn inline_scripts(html: &str) -> anyhow::Result<Vec<&str>> {
    let mut found = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after = &rest[start..];
        let tag_end = after.find('>').context("a <script> tag in index.html is not closed")?;
        let tag = &after[..tag_end];
        let body_and_rest = &after[tag_end + 1..];
        let close =
            body_and_rest.find("</script>").context("a <script> in index.html has no </script>")?;
        if !tag.contains(" src=") {
            found.push(&body_and_rest[..close]);
        }
        rest = &body_and_rest[close + "</script>".len()..];
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::{BUNDLES, NOT_FOUND_BUNDLE, add_csp, bundle_features, name_bundle, normalise_base};

    #[test]
    fn inline_scripts_are_allowed_by_hash_and_nothing_else_is() {
        // SHA-256 of "abc" is the FIPS 180-2 test vector ba7816bf…15ad, here in base64.
        let page = "<html><head><meta charset=\"utf-8\" /><script type=\"module\">abc</script>\
                    <script src=\"/x.js\"></script></head></html>";
        let Ok((out, count)) = add_csp(page, &[]) else { panic!("add_csp failed") };
        assert_eq!(count, 1);
        let out = scraper::Html::parse_document(&out);
        let head: Vec<_> = out
            .select(&scraper::Selector::parse("head > *").unwrap())
            .map(|e| e.value().clone())
            .collect();
        // The policy is one <meta> right after <meta charset>, before the scripts, which stay.
        let names: Vec<&str> = head.iter().map(|e| e.name()).collect();
        assert_eq!(names, ["meta", "meta", "script", "script"]);
        assert_eq!(head[0].attr("charset"), Some("utf-8"));
        assert_eq!(head[1].attr("http-equiv"), Some("Content-Security-Policy"));
        assert_eq!((head[2].attr("type"), head[3].attr("src")), (Some("module"), Some("/x.js")));
        let policy = head[1].attr("content").unwrap_or_default();
        let script_src = policy.split("; ").find(|d| d.starts_with("script-src "));
        assert_eq!(
            script_src,
            Some(
                "script-src 'self' 'wasm-unsafe-eval' 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='"
            ),
            "{policy}"
        );
        assert!(!policy.contains("unsafe-inline") && !policy.contains("'unsafe-eval'"), "{policy}");
    }

    #[test]
    fn every_bundle_page_allows_every_bundles_loader_once() {
        let page =
            |body: &str| format!("<meta charset=\"utf-8\"><script type=\"module\">{body}</script>");
        let (a, b) = (page("a"), page("b"));
        let Ok((out, count)) = add_csp(&a, &[&a, &b, &b]) else { panic!("add_csp failed") };
        assert_eq!(count, 2, "a's and b's loaders, each once");
        let sha = |text: &str| {
            use base64::Engine as _;
            use sha2::Digest as _;
            let digest = sha2::Sha256::digest(text.as_bytes());
            format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest))
        };
        assert!(out.contains(&format!("{} {}", sha("a"), sha("b"))), "{out}");
    }

    #[test]
    fn a_bundles_files_are_named_for_it_in_its_page() {
        let dir = std::env::temp_dir().join(format!("gpuplan-name-bundle-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for f in ["gpuplan-web-0a1b.js", "gpuplan-web-0a1b_bg.wasm", "main-9.css"] {
            std::fs::write(dir.join(f), f).unwrap();
        }
        let html = "<link href=\"/gpuplan-web-0a1b.js\"><script type=\"module\">import init \
                    from '/gpuplan-web-0a1b.js'; init('/gpuplan-web-0a1b_bg.wasm')</script>";
        let named = name_bundle(&dir, "tools", html).unwrap();
        assert!(!named.contains("gpuplan-web"), "{named}");
        assert_eq!(named.matches("/gpuplan-tools-0a1b.js").count(), 2, "{named}");
        assert!(named.contains("/gpuplan-tools-0a1b_bg.wasm"), "{named}");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        assert_eq!(files, ["gpuplan-tools-0a1b.js", "gpuplan-tools-0a1b_bg.wasm", "main-9.css"]);
        // A page that does not name a file it should, or a build without its glue, is refused.
        assert!(name_bundle(&dir, "calc", "<p>no loader</p>").is_err());
        std::fs::write(dir.join("gpuplan-web-0a1b.js"), "x").unwrap();
        assert!(name_bundle(&dir, "calc", "/gpuplan-web-0a1b.js").is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_page_without_charset_or_with_a_policy_is_refused() {
        assert!(add_csp("<html><script>x</script></html>", &[]).is_err());
        let twice = "<meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\">";
        assert!(add_csp(twice, &[]).is_err());
        assert!(add_csp("<meta charset=\"utf-8\"><script>never closed", &[]).is_err());
    }

    #[test]
    fn only_the_not_found_pages_bundle_is_built_to_panic() {
        assert!(BUNDLES.contains(&NOT_FOUND_BUNDLE));
        for bundle in BUNDLES {
            let wanted = bundle_features(bundle, &["test-panic"]);
            let panics = wanted.split(',').any(|f| f == "test-panic");
            assert_eq!(panics, bundle == NOT_FOUND_BUNDLE, "{bundle}: {wanted}");
            assert!(wanted.starts_with(&format!("bundle-{bundle}")), "{wanted}");
        }
        assert_eq!(bundle_features("calc", &[]), "bundle-calc");
    }

    #[test]
    fn base_paths_are_normalised() {
        for (given, expected) in [
            ("/", "/"),
            ("", "/"),
            ("gpuplan", "/gpuplan/"),
            ("/gpuplan", "/gpuplan/"),
            ("/a/b/", "/a/b/"),
        ] {
            assert_eq!(normalise_base(given).ok().as_deref(), Some(expected), "{given}");
        }
        for bad in ["/../x", "/a b/", "/<x>/", "/a/./b"] {
            assert!(normalise_base(bad).is_err(), "{bad}");
        }
    }
}
