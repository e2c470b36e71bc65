//! Guards the core's boundary: `gpuplan-core` must not depend, even indirectly, on a web crate.
//!
//! The check asks `cargo tree`, which applies cargo's feature resolver. `cargo metadata`'s
//! resolve graph does not: it lists optional dependencies behind weak features (`dep?/feature`)
//! as edges even when nothing enables them, so it reports web crates that are never linked.

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::process::Command;

    const WEB_CRATES: &[&str] = &[
        "yew",
        "yew-router",
        "web-sys",
        "js-sys",
        "wasm-bindgen",
        "gloo",
        "stdweb",
        "wasm-bindgen-futures",
    ];

    /// Every crate a package links through normal dependencies for a target, with `args` added.
    fn linked(package: &str, target: &str, args: &[&str]) -> BTreeSet<String> {
        let out = Command::new(env!("CARGO"))
            .args([
                "tree", "-p", package, "-e", "normal", "--prefix", "none", "--format", "{lib}",
                "--target", target,
            ])
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .output();
        let Ok(out) = out else { unreachable!("cargo tree could not start") };
        assert!(
            out.status.success(),
            "cargo tree failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.trim().replace('_', "-"))
            .filter(|l| !l.is_empty())
            .collect()
    }

    // Regression guard for the architecture invariant "the core depends on no web crate".
    #[test]
    fn core_links_no_web_crate_on_any_target() {
        for (target, args) in [
            ("x86_64-unknown-linux-gnu", &[][..]),
            ("wasm32-unknown-unknown", &[][..]),
            ("wasm32-unknown-unknown", &["--no-default-features"][..]),
        ] {
            let crates = linked("gpuplan-core", target, args);
            assert!(
                crates.contains("serde"),
                "the listing names the core's known dependency: {crates:?}"
            );
            let web: Vec<_> = crates.iter().filter(|n| WEB_CRATES.contains(&n.as_str())).collect();
            assert!(web.is_empty(), "gpuplan-core links web crates on {target} {args:?}: {web:?}");
        }
        // The same listing does see web crates where they are: the check can fail.
        let app = linked("gpuplan-web", "wasm32-unknown-unknown", &[]);
        assert!(app.contains("yew") && app.contains("wasm-bindgen"), "{app:?}");
    }
}
