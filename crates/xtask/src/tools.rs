//! Installing the tools the build and the tests need, idempotently: each step checks first,
//! prints one line, and installs only what is missing or of the wrong version.

use std::path::Path;

use anyhow::{Context, bail};

use crate::cmd;

/// The trunk release that builds with this machine's rustc (0.22 needs a newer one).
pub(crate) const TRUNK_VERSION: &str = "0.21.14";
/// The binaryen release on npm whose wasm-opt reads what rustc emits (Debian's is too old).
pub(crate) const BINARYEN_VERSION: &str = "132";
/// The test browser: `$CHROMIUM`, or Debian's package.
pub(crate) fn chromium() -> String {
    std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned())
}

/// The browser's driver: `$CHROMEDRIVER`, or Debian's package.
pub(crate) fn chromedriver() -> String {
    std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".to_owned())
}

/// What `serve` and `build` need: the wasm target, trunk, wasm-bindgen and wasm-opt.
pub(crate) fn ensure_build_tools() -> anyhow::Result<()> {
    ensure_wasm_target()?;
    ensure_trunk()?;
    ensure_wasm_bindgen()?;
    ensure_wasm_opt()
}

/// What `test` needs on top: Chromium, chromedriver, a Chinese font and the browser-driving
/// library.
pub(crate) fn ensure_test_tools() -> anyhow::Result<()> {
    ensure_chromium()?;
    ensure_cjk_font()?;
    ensure_playwright()
}

fn step(tool: &str, state: &str) {
    println!("setup: {tool:<28} {state}");
}

fn ensure_wasm_target() -> anyhow::Result<()> {
    const TARGET: &str = "wasm32-unknown-unknown";
    let installed = cmd::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).lines().any(|l| l.trim() == TARGET))
        .unwrap_or(false);
    if installed {
        step(TARGET, "already installed, skipping");
        return Ok(());
    }
    step(TARGET, "installing with rustup");
    cmd::run(cmd::new("rustup").args(["target", "add", TARGET]), "rustup target add").context(
        "could not add the wasm32-unknown-unknown target. Fix: run `rustup target add \
         wasm32-unknown-unknown` by hand and read its error",
    )
}

fn ensure_trunk() -> anyhow::Result<()> {
    let tool = format!("trunk {TRUNK_VERSION}");
    if cmd::version_of("trunk").is_some_and(|v| v == format!("trunk {TRUNK_VERSION}")) {
        step(&tool, "already installed, skipping");
        return Ok(());
    }
    step(&tool, "installing with cargo install (about 12 minutes on 2 cores)");
    cmd::run(
        cmd::new("cargo").args(["install", "--locked", "trunk", "--version", TRUNK_VERSION]),
        "cargo install trunk",
    )
    .with_context(|| {
        format!(
            "could not install {tool}. Fix: check that crates.io is reachable, then run \
             `cargo install --locked trunk --version {TRUNK_VERSION}` by hand"
        )
    })
}

fn ensure_wasm_bindgen() -> anyhow::Result<()> {
    let version = locked_version("wasm-bindgen")?;
    let tool = format!("wasm-bindgen-cli {version}");
    if cmd::version_of("wasm-bindgen").is_some_and(|v| v == format!("wasm-bindgen {version}")) {
        step(&tool, "already installed, skipping");
        return Ok(());
    }
    step(&tool, "installing with cargo install (about 5 minutes)");
    // No --locked: the CLI's own lockfile names a crate version the registry does not serve.
    cmd::run(
        cmd::new("cargo").args(["install", "wasm-bindgen-cli", "--version", &version, "--force"]),
        "cargo install wasm-bindgen-cli",
    )
    .with_context(|| {
        format!(
            "could not install {tool}. It must equal the wasm-bindgen version in Cargo.lock. \
             Fix: run `cargo install wasm-bindgen-cli --version {version}` by hand"
        )
    })
}

fn ensure_wasm_opt() -> anyhow::Result<()> {
    let tool = format!("wasm-opt (binaryen {BINARYEN_VERSION})");
    let local = ".tools/node_modules/.bin/wasm-opt";
    let ok =
        cmd::version_of(local).is_some_and(|v| v.contains(&format!("version {BINARYEN_VERSION}")));
    if ok {
        step(&tool, "already installed, skipping");
        return Ok(());
    }
    step(&tool, "installing from npm into .tools/");
    std::fs::create_dir_all(".tools")?;
    cmd::run(
        cmd::new("npm").args([
            "install",
            "--prefix",
            ".tools",
            "--no-audit",
            "--no-fund",
            &format!("binaryen@{BINARYEN_VERSION}"),
        ]),
        "npm install binaryen",
    )
    .with_context(|| {
        format!(
            "could not install {tool}. Fix: check that node and npm work and the npm registry \
             is reachable, then run `npm install --prefix .tools binaryen@{BINARYEN_VERSION}`"
        )
    })
}

fn ensure_chromium() -> anyhow::Result<()> {
    let have = |p: &str| Path::new(p).exists() && cmd::version_of(p).is_some();
    if have(&chromium()) && have(&chromedriver()) {
        let v = cmd::version_of(&chromium()).unwrap_or_default();
        step("chromium, chromedriver", &format!("already installed ({v}), skipping"));
        return Ok(());
    }
    step("chromium, chromedriver", "installing Debian's packages with apt-get");
    let fix = "Fix: run `apt-get update && apt-get install -y chromium chromium-driver` as root";
    cmd::run(cmd::new("apt-get").arg("update").arg("-qq"), "apt-get update")
        .with_context(|| format!("could not update the package lists. {fix}"))?;
    cmd::run(
        cmd::new("apt-get")
            .args(["install", "-y", "-qq", "chromium", "chromium-driver"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
        "apt-get install chromium",
    )
    .with_context(|| format!("could not install Chromium. {fix}"))
}

/// Debian's Noto CJK fonts, so that the browser draws the Chinese pages with real glyphs, not
/// boxes. The stylesheet names "Noto Sans CJK SC", so the tests lay Chinese out with the font the
/// site asks for (as Linux and Android readers see it), not with a stand-in of other widths. It
/// is the largest choice (57 MB to download, 91 MB installed; `fonts-wqy-zenhei` is 7.5 MB), but
/// half the size of Chromium itself, and downloaded once.
const CJK_FONT_PACKAGE: &str = "fonts-noto-cjk";

/// The fonts fontconfig (which Chromium asks) has for Chinese: `fc-list :lang=zh`, one a line.
/// Empty when there are none, or when `fc-list` is missing (the `fontconfig` package).
fn cjk_fonts() -> Vec<String> {
    cmd::new("fc-list")
        .args([":lang=zh", "family"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).lines().map(str::to_owned).collect())
        .unwrap_or_default()
}

fn ensure_cjk_font() -> anyhow::Result<()> {
    let tool = "CJK font";
    let fonts = cjk_fonts();
    // Name a Simplified Chinese one when there is one, as the site's pages are.
    if let Some(font) = fonts.iter().find(|f| f.contains(" SC")).or(fonts.first()) {
        let n = fonts.len();
        step(tool, &format!("already installed ({n} font families, such as {font}), skipping"));
        return Ok(());
    }
    step(tool, &format!("installing Debian's {CJK_FONT_PACKAGE} with apt-get (57 MB)"));
    // fontconfig brings `fc-list`, which the check above needs to see the font next time.
    let fix = format!(
        "Fix: run `apt-get update && apt-get install -y fontconfig {CJK_FONT_PACKAGE}` as root"
    );
    cmd::run(cmd::new("apt-get").arg("update").arg("-qq"), "apt-get update")
        .with_context(|| format!("could not update the package lists. {fix}"))?;
    cmd::run(
        cmd::new("apt-get")
            .args(["install", "-y", "-qq", "fontconfig", CJK_FONT_PACKAGE])
            .env("DEBIAN_FRONTEND", "noninteractive"),
        &format!("apt-get install {CJK_FONT_PACKAGE}"),
    )
    .with_context(|| format!("could not install a CJK font. {fix}"))?;
    if cjk_fonts().is_empty() {
        bail!(
            "{CJK_FONT_PACKAGE} is installed but `fc-list :lang=zh` lists no font. Fix: run \
             `fc-cache -f` as root, then `fc-list :lang=zh`"
        );
    }
    Ok(())
}

fn ensure_playwright() -> anyhow::Result<()> {
    // Every package e2e/package.json pins (playwright-core, axe-core), installed together.
    let mut missing = Vec::new();
    let mut wanted_all = Vec::new();
    for package in ["playwright-core", "axe-core"] {
        let wanted = e2e_dependency_version(package)?;
        let installed = std::fs::read_to_string(format!("e2e/node_modules/{package}/package.json"))
            .ok()
            .and_then(|s| serde_json::from_str::<serde_json::Value>(&s).ok())
            .and_then(|v| v.get("version").and_then(|v| v.as_str()).map(str::to_owned));
        if installed.as_deref() != Some(wanted.as_str()) {
            missing.push(format!("{package} {wanted}"));
        }
        wanted_all.push(format!("{package} {wanted}"));
    }
    let tool = wanted_all.join(", ");
    if missing.is_empty() {
        step(&tool, "already installed, skipping");
        return Ok(());
    }
    // playwright-core downloads no browser; the tests use Debian's Chromium.
    step(&missing.join(", "), "installing from npm into e2e/ (npm ci)");
    cmd::run(
        cmd::new("npm").args(["ci", "--prefix", "e2e", "--no-audit", "--no-fund"]),
        "npm ci",
    )
    .with_context(|| {
        format!("could not install {tool}. Fix: check that the npm registry is reachable, then run `npm ci --prefix e2e`")
    })
}

/// The version of a package as resolved in Cargo.lock.
pub(crate) fn locked_version(package: &str) -> anyhow::Result<String> {
    let lock = std::fs::read_to_string("Cargo.lock").context("reading Cargo.lock")?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == format!("name = \"{package}\"")
            && let Some(v) = lines.next().and_then(|l| l.trim().strip_prefix("version = "))
        {
            return Ok(v.trim_matches('"').to_owned());
        }
    }
    bail!("{package} is not in Cargo.lock; run `cargo generate-lockfile`")
}

/// The exact version `e2e/package.json` pins for a dependency.
fn e2e_dependency_version(package: &str) -> anyhow::Result<String> {
    let text = std::fs::read_to_string("e2e/package.json").context("reading e2e/package.json")?;
    let json: serde_json::Value =
        serde_json::from_str(&text).context("parsing e2e/package.json")?;
    json.get("dependencies")
        .and_then(|d| d.get(package))
        .and_then(|v| v.as_str())
        .map(str::to_owned)
        .with_context(|| format!("e2e/package.json does not pin {package}"))
}
