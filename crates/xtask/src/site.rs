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
    let mut html = std::fs::read_to_string(&index)?
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
        Variant::TestPanic => {
            let bin = "data-bin=\"gpuplan-web\"";
            if !html.contains(bin) {
                bail!("site/index.html: no {bin} link to add the test-panic feature to");
            }
            html = html.replace(bin, &format!("{bin} data-cargo-features=\"test-panic\""));
        }
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

fn build_page(
    page: &Path,
    base: &str,
    dist: &Path,
    pseudo: Option<&Path>,
    features: &[&str],
) -> anyhow::Result<()> {
    println!("build: trunk build --release (base {base}) into {}", dist.display());
    cmd::run(
        cmd::new("trunk")
            .args(["build", "--release", "--offline", "--public-url", base])
            .arg("--dist")
            .arg(dist)
            .arg(page),
        "trunk build",
    )?;
    let index = dist.join("index.html");
    let html = std::fs::read_to_string(&index).with_context(|| index.display().to_string())?;
    let (html, hashes) = add_csp(&html)?;
    std::fs::write(&index, html).with_context(|| index.display().to_string())?;
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
        println!("build: the pseudo-locale's pages in {:.1?}", started.elapsed());
    }
    prerender(dist, base, features)?;
    let (count, version) = write_service_worker(dist)?;
    println!("build: service worker {version} precaches {count} files");
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
/// for every inline `<script>` trunk wrote (its loader). Returns the page and the hash count.
pub(crate) fn add_csp(html: &str) -> anyhow::Result<(String, usize)> {
    if html.contains("Content-Security-Policy") {
        bail!("index.html already has a Content-Security-Policy; the build adds it");
    }
    let hashes: Vec<String> = inline_scripts(html)?
        .into_iter()
        .map(|body| {
            let digest = Sha256::digest(body.as_bytes());
            format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest))
        })
        .collect();
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
    use super::{add_csp, normalise_base};

    #[test]
    fn inline_scripts_are_allowed_by_hash_and_nothing_else_is() {
        // SHA-256 of "abc" is the FIPS 180-2 test vector ba7816bf…15ad, here in base64.
        let page = "<html><head><meta charset=\"utf-8\" /><script type=\"module\">abc</script>\
                    <script src=\"/x.js\"></script></head></html>";
        let Ok((out, count)) = add_csp(page) else { panic!("add_csp failed") };
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
    fn a_page_without_charset_or_with_a_policy_is_refused() {
        assert!(add_csp("<html><script>x</script></html>").is_err());
        let twice = "<meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\">";
        assert!(add_csp(twice).is_err());
        assert!(add_csp("<meta charset=\"utf-8\"><script>never closed").is_err());
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
