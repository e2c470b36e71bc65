//! `gpuplan-prerender DIST BASE`: writes every route's page into a trunk build in `DIST`
//! (built for the base path `BASE`), from its `index.html`, and the list of those routes as
//! `routes.json` (read by the end-to-end tests). Run by `cargo xtask build`.
//!
//! `gpuplan-prerender DIST BASE --pseudo` (built with the feature `pseudo`) writes the
//! pseudo-locale's pages under `DIST/en-XA/` instead, and their list as `routes-pseudo.json`,
//! for the phone walk of `e2e/tests/pseudo.test.mjs`.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::path::PathBuf;

    use gpuplan_web::prerender;

    let mut args = std::env::args().skip(1);
    let (Some(dist), Some(base), pseudo) = (args.next(), args.next(), args.next()) else {
        eprintln!("usage: gpuplan-prerender DIST BASE [--pseudo]");
        return std::process::ExitCode::from(2);
    };
    let dist = PathBuf::from(dist);
    let index = dist.join("index.html");
    let template = match std::fs::read_to_string(&index) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {}: {e}", index.display());
            return std::process::ExitCode::FAILURE;
        }
    };
    // Lifecycle stages and prices are shown as of the day the guide was assembled on (the
    // build's day, or GPUPLAN_TODAY), so pages and the guide's tables agree.
    let today = gpuplan_web::content::as_of();
    if let Some(d) = today {
        let _ = gpuplan_web::catalog_data::BUILD_DATE.set(d);
    }
    let (paths, list) = match pages(pseudo.as_deref()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    // The data files, which app pages name and the browser fetches: out of the wasm.
    let data = prerender::data_files();
    for w in &data {
        let file = dist.join(&w.path);
        let written = file.parent().map_or(Ok(()), std::fs::create_dir_all);
        if let Err(e) = written.and_then(|()| std::fs::write(&file, w.json)) {
            eprintln!("error: {}: {e}", file.display());
            return std::process::ExitCode::FAILURE;
        }
    }
    let bundles = match bundle_pages(&dist) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let (mut bytes, mut reading, mut later) = (0usize, 0usize, 0usize);
    for path in &paths {
        let body = prerender::body(path, &base);
        let load = prerender::app_load(path);
        let bundle = prerender::bundle(path);
        let template = match bundles.iter().find(|(b, _)| Some(*b) == bundle) {
            Some((_, t)) => t,
            // A build of one bundle (none kept), or a reading page, which keeps no loader.
            None if bundles.is_empty() || load == prerender::AppLoad::Never => &template,
            None => {
                eprintln!("error: {path}: no bundle's page in {}/.bundles", dist.display());
                return std::process::ExitCode::FAILURE;
            }
        };
        let links = match load {
            prerender::AppLoad::Never => String::new(),
            _ => prerender::data_links(&data, path),
        };
        reading += usize::from(load == prerender::AppLoad::Never);
        later += usize::from(load == prerender::AppLoad::NearCalculator);
        let html = match prerender::page(template, path, today, &body, load, &links) {
            Ok(html) => html,
            Err(e) => {
                eprintln!("error: {}: {e}", index.display());
                return std::process::ExitCode::FAILURE;
            }
        };
        let file = dist.join(prerender::file_for(path));
        if let Some(dir) = file.parent()
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            eprintln!("error: {}: {e}", dir.display());
            return std::process::ExitCode::FAILURE;
        }
        if let Err(e) = std::fs::write(&file, &html) {
            eprintln!("error: {}: {e}", file.display());
            return std::process::ExitCode::FAILURE;
        }
        bytes += html.len();
    }
    // The route list, for the end-to-end tests to walk.
    let list = dist.join(list);
    if let Err(e) = std::fs::write(&list, prerender::routes_json(&paths)) {
        eprintln!("error: {}: {e}", list.display());
        return std::process::ExitCode::FAILURE;
    }
    println!(
        "prerender: {} pages ({reading} reading pages without the app's code, {later} that load it \
         when a calculator is near), {} KB of HTML; data files {}",
        paths.len(),
        bytes / 1024,
        data.iter()
            .map(|w| format!("{} ({} KB)", w.path, w.json.len() / 1024))
            .collect::<Vec<_>>()
            .join(", ")
    );
    std::process::ExitCode::SUCCESS
}

/// Each bundle's page as trunk wrote it (`DIST/.bundles/<name>.html`, which `cargo xtask build`
/// keeps until the pages are written): a page that runs the app takes its bundle's loader.
/// None for a build of one bundle.
#[cfg(not(target_arch = "wasm32"))]
fn bundle_pages(
    dist: &std::path::Path,
) -> Result<Vec<(gpuplan_web::route::Bundle, String)>, String> {
    let mut bundles = Vec::new();
    for bundle in gpuplan_web::route::Bundle::ALL {
        let file = dist.join(".bundles").join(format!("{}.html", bundle.name()));
        match std::fs::read_to_string(&file) {
            Ok(t) => bundles.push((bundle, t)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(format!("{}: {e}", file.display())),
        }
    }
    Ok(bundles)
}

/// The paths to write and the name of their list: the site's, or with `--pseudo` the
/// pseudo-locale's.
#[cfg(not(target_arch = "wasm32"))]
fn pages(option: Option<&str>) -> Result<(Vec<String>, &'static str), String> {
    use gpuplan_web::prerender;
    match option {
        None => Ok((prerender::paths()?, prerender::ROUTES_FILE)),
        #[cfg(feature = "pseudo")]
        Some("--pseudo") => Ok((prerender::pseudo_paths()?, "routes-pseudo.json")),
        #[cfg(not(feature = "pseudo"))]
        Some("--pseudo") => Err("--pseudo needs a build with the feature pseudo".to_owned()),
        Some(other) => Err(format!("unknown option {other}")),
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
