//! Building the site with trunk.

use std::path::Path;

use anyhow::bail;

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
    println!("build: trunk build --release (base {base}) into {}", dist.display());
    cmd::run(
        cmd::new("trunk")
            .args(["build", "--release", "--offline", "--public-url", base])
            .arg("--dist")
            .arg(dist),
        "trunk build",
    )
}

#[cfg(test)]
mod tests {
    use super::normalise_base;

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
