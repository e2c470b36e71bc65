//! Guards the core's boundary: `gpuplan-core` must not depend, even indirectly, on a web crate.

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, HashMap};
    use std::process::Command;

    use serde_json::Value;

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

    /// The names of every crate that a package reaches through normal dependencies, on any
    /// target, with the workspace's features.
    fn normal_closure(metadata: &Value, root_name: &str) -> BTreeSet<String> {
        let empty = Vec::new();
        let packages = metadata["packages"].as_array().unwrap_or(&empty);
        let names: HashMap<&str, &str> = packages
            .iter()
            .filter_map(|p| Some((p["id"].as_str()?, p["name"].as_str()?)))
            .collect();
        let nodes = metadata["resolve"]["nodes"].as_array().unwrap_or(&empty);
        let deps: HashMap<&str, Vec<&str>> = nodes
            .iter()
            .filter_map(|n| {
                let id = n["id"].as_str()?;
                let normal = n["deps"]
                    .as_array()?
                    .iter()
                    .filter(|d| {
                        d["dep_kinds"]
                            .as_array()
                            .is_some_and(|ks| ks.iter().any(|k| k["kind"].is_null()))
                    })
                    .filter_map(|d| d["pkg"].as_str())
                    .collect();
                Some((id, normal))
            })
            .collect();
        let root = names.iter().find(|(_, n)| **n == root_name).map(|(id, _)| *id);
        let mut seen = BTreeSet::new();
        let mut stack: Vec<&str> = root.into_iter().collect();
        while let Some(id) = stack.pop() {
            for dep in deps.get(id).into_iter().flatten() {
                if let Some(name) = names.get(dep)
                    && seen.insert((*name).to_owned())
                {
                    stack.push(dep);
                }
            }
        }
        seen
    }

    // Regression guard for the architecture invariant "the core depends on no web crate".
    #[test]
    fn core_has_no_web_dependency() {
        let out = Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1"])
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .output();
        let Ok(out) = out else { unreachable!("cargo metadata could not start") };
        assert!(
            out.status.success(),
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let metadata: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
        let closure = normal_closure(&metadata, "gpuplan-core");
        assert!(
            closure.contains("serde"),
            "the walk found the core's known dependency: {closure:?}"
        );
        let web: Vec<_> = closure.iter().filter(|n| WEB_CRATES.contains(&n.as_str())).collect();
        assert!(web.is_empty(), "gpuplan-core depends on web crates: {web:?}");
        // The web app, by contrast, does reach them: the walk can see web crates.
        let app = normal_closure(&metadata, "gpuplan-web");
        assert!(app.contains("yew"), "{app:?}");
    }
}
