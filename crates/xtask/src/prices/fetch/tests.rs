//! The fetcher against a local server that replays a recorded Retail Prices API page
//! (`content/data/raw/retail-prices-eastus-nd-2026-07-27.json`, ten items of the live eastus
//! answer of 2026-07-27), split in two pages and interleaved with a 429, a 5xx, a truncated body,
//! a dropped connection and a malformed item. No network is used.

use std::collections::HashMap;
use std::io::{BufRead as _, BufReader, Write as _};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

use super::{Options, fetch, first_url, page_shape, read_saved, same_origin, saved_pages};

const RECORDED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../content/data/raw/retail-prices-eastus-nd-2026-07-27.json"
);

/// What the server answers.
#[derive(Clone)]
enum Reply {
    /// A status, extra headers and a body.
    Answer(u16, Vec<(&'static str, String)>, String),
    /// Headers promising more body than is sent, then the connection closes.
    CutShort(String),
}

fn ok(body: String) -> Reply {
    Reply::Answer(200, Vec::new(), body)
}

/// A local server: each request's path and query goes to `script` with the number of times that
/// same target was asked before; every target asked is logged.
struct Replay {
    base: String,
    log: Arc<Mutex<Vec<String>>>,
}

impl Replay {
    fn start(script: impl Fn(&str, usize) -> Reply + Send + 'static) -> Replay {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().map(|a| a.port()).unwrap_or_default();
        let log = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&log);
        std::thread::spawn(move || {
            let mut counts: HashMap<String, usize> = HashMap::new();
            for stream in listener.incoming().flatten() {
                let Some(target) = read_target(&stream) else { continue };
                let n = counts.entry(target.clone()).or_default();
                let reply = script(&target, *n);
                *n += 1;
                if let Ok(mut l) = seen.lock() {
                    l.push(target);
                }
                write_reply(stream, &reply);
            }
        });
        Replay { base: format!("http://127.0.0.1:{port}/api/retail/prices"), log }
    }

    fn targets(&self) -> Vec<String> {
        self.log.lock().map(|l| l.clone()).unwrap_or_default()
    }
}

fn read_target(stream: &TcpStream) -> Option<String> {
    let mut reader = BufReader::new(stream);
    let mut first = String::new();
    reader.read_line(&mut first).ok()?;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 || line == "\r\n" {
            break;
        }
    }
    first.split(' ').nth(1).map(str::to_owned)
}

fn write_reply(mut stream: TcpStream, reply: &Reply) {
    let text = match reply {
        Reply::Answer(status, headers, body) => {
            let mut head = format!(
                "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n",
                body.len()
            );
            for (k, v) in headers {
                head.push_str(&format!("{k}: {v}\r\n"));
            }
            format!("{head}\r\n{body}")
        }
        Reply::CutShort(body) => format!(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{}",
            body.len() * 2,
            body
        ),
    };
    let _ = stream.write_all(text.as_bytes());
    let _ = stream.flush();
}

/// The recorded page's items.
fn recorded_items() -> Vec<Value> {
    let text = std::fs::read_to_string(RECORDED).unwrap();
    let page: Value = serde_json::from_str(&text).unwrap();
    page["Items"].as_array().cloned().unwrap_or_default()
}

fn page(items: &[Value], next: Option<String>) -> String {
    json!({ "BillingCurrency": "USD", "CustomerEntityId": "Default", "CustomerEntityType": "Retail",
            "Items": items, "NextPageLink": next, "Count": items.len() })
    .to_string()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gpuplan-fetch-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn options(base: &str, out: &Path, attempts: u32) -> Options {
    Options {
        base: base.to_owned(),
        out: out.to_path_buf(),
        date: "2026-11-30".parse().unwrap(),
        attempts,
        backoff: Duration::from_millis(1),
        max_wait: Duration::from_millis(20),
        families: vec!["ND".to_owned()],
        types: vec!["Consumption".to_owned()],
    }
}

#[test]
fn pages_are_followed_through_throttling_server_errors_and_bad_bodies() {
    let items = recorded_items();
    assert_eq!(items.len(), 10, "the recorded page has ten items");
    let (first_half, second_half) = (items[..5].to_vec(), items[5..].to_vec());
    let port_base = Arc::new(Mutex::new(String::new()));
    let base_for_script = Arc::clone(&port_base);
    let server = Replay::start(move |target, n| {
        let base = base_for_script.lock().map(|b| b.clone()).unwrap_or_default();
        if target.contains("%24skip=5") || target.contains("$skip=5") {
            let full = page(&second_half, None);
            match n {
                0 => Reply::Answer(503, Vec::new(), "busy".into()),
                1 => ok(full[..full.len() / 2].to_owned()),
                2 => Reply::CutShort(full),
                _ => ok(full),
            }
        } else {
            match n {
                0 => Reply::Answer(429, vec![("Retry-After", "0".into())], String::new()),
                _ => ok(page(
                    &first_half,
                    Some(format!("{base}?api-version=2023-01-01-preview&$skip=5")),
                )),
            }
        }
    });
    if let Ok(mut b) = port_base.lock() {
        b.clone_from(&server.base);
    }
    let out = scratch("follow");
    let (dir, manifest) =
        fetch(&options(&server.base, &out, 6)).unwrap_or_else(|e| panic!("{e:#}"));

    let q = &manifest.queries[0];
    assert_eq!((q.id.as_str(), q.pages, q.items, q.done), ("ND-Consumption", 2, 10, true));
    assert!(q.filter.contains("contains(productName, 'Virtual Machines ND')"), "{}", q.filter);
    let r = &manifest.retries;
    assert_eq!((r.throttled, r.server_errors, r.bad_pages, r.transport), (1, 1, 1, 1));
    // Six requests: 429, page 1, 503, truncated, cut short, page 2.
    let targets = server.targets();
    assert_eq!(targets.len(), 6, "{targets:?}");
    assert!(targets[0].contains("api-version=2023-01-01-preview"), "{}", targets[0]);
    assert!(targets[0].contains("currencyCode=%27USD%27"), "{}", targets[0]);
    assert!(targets[0].contains("priceType%20eq%20%27Consumption%27"), "{}", targets[0]);

    // The pages are on disk as served, and the day's manifest lists them.
    let (saved, files) = saved_pages(&dir).unwrap_or_else(|e| panic!("{e:#}"));
    assert_eq!(saved, manifest);
    assert_eq!(files.len(), 2);
    let second = read_saved(&files[1]).unwrap_or_else(|e| panic!("{e:#}"));
    assert_eq!(second, page(&items[5..], None));
    assert_eq!(page_shape(&second).ok(), Some((None, 5)));
}

#[test]
fn an_interrupted_fetch_resumes_where_it_stopped() {
    let items = recorded_items();
    let healthy = Arc::new(Mutex::new(false));
    let flag = Arc::clone(&healthy);
    let port_base = Arc::new(Mutex::new(String::new()));
    let base_for_script = Arc::clone(&port_base);
    let server = Replay::start(move |target, _| {
        let base = base_for_script.lock().map(|b| b.clone()).unwrap_or_default();
        if target.contains("skip=5") {
            if flag.lock().map(|f| *f).unwrap_or(false) {
                ok(page(&items[5..], None))
            } else {
                Reply::Answer(500, Vec::new(), "down".into())
            }
        } else {
            ok(page(&items[..5], Some(format!("{base}?$skip=5"))))
        }
    });
    if let Ok(mut b) = port_base.lock() {
        b.clone_from(&server.base);
    }
    let out = scratch("resume");
    let opts = options(&server.base, &out, 2);
    let failed = fetch(&opts).err().map(|e| format!("{e:#}")).unwrap_or_default();
    assert!(failed.contains("ND-Consumption page 2") && failed.contains("5xx"), "{failed}");
    // Page 1 is kept and the manifest says where to go on; the import refuses the half fetch.
    let day = out.join("2026-11-30");
    let half = saved_pages(&day).err().map(|e| format!("{e:#}")).unwrap_or_default();
    assert!(half.contains("not finished (1 pages saved)"), "{half}");

    if let Ok(mut f) = healthy.lock() {
        *f = true;
    }
    let (_, manifest) = fetch(&opts).unwrap_or_else(|e| panic!("{e:#}"));
    assert_eq!((manifest.queries[0].pages, manifest.queries[0].items), (2, 10));
    let firsts = server.targets().iter().filter(|t| !t.contains("skip=5")).count();
    assert_eq!(firsts, 1, "page 1 was not asked for again: {:?}", server.targets());
    assert_eq!(manifest.retries.server_errors, 2, "two 500s before giving up (attempts = 2)");
}

#[test]
fn a_next_page_link_to_another_host_is_not_followed() {
    let items = recorded_items();
    let server = Replay::start(move |_, _| {
        ok(page(&items[..2], Some("https://prices.example.net/api/retail/prices?$skip=2".into())))
    });
    let out = scratch("origin");
    let message =
        fetch(&options(&server.base, &out, 2)).err().map(|e| format!("{e:#}")).unwrap_or_default();
    assert!(message.contains("leaves the API's origin"), "{message}");
    assert_eq!(server.targets().len(), 1);
}

#[test]
fn large_pages_are_stored_compressed_and_read_back() {
    let mut items = recorded_items();
    let one = items[0].clone();
    while serde_json::to_string(&items).map(|s| s.len()).unwrap_or(0) <= super::COMPRESS_ABOVE {
        items.push(one.clone());
    }
    let body = page(&items, None);
    let served = body.clone();
    let server = Replay::start(move |_, _| ok(served.clone()));
    let out = scratch("gzip");
    let (dir, manifest) =
        fetch(&options(&server.base, &out, 2)).unwrap_or_else(|e| panic!("{e:#}"));
    let name = &manifest.queries[0].files[0];
    assert!(name.ends_with(".json.gz"), "{name}");
    let on_disk = std::fs::metadata(dir.join(name)).map(|m| m.len()).unwrap_or(u64::MAX);
    assert!(on_disk < u64::try_from(body.len()).unwrap_or(0) / 4, "{on_disk} bytes");
    assert_eq!(read_saved(&dir.join(name)).ok(), Some(body));
}

#[test]
fn origins_compare_scheme_host_and_port() {
    let api = "https://prices.azure.com/api/retail/prices";
    assert!(same_origin("https://prices.azure.com:443/api/retail/prices?$skip=1000", api));
    assert!(same_origin("https://PRICES.azure.com/x", api));
    assert!(!same_origin("http://prices.azure.com/api/retail/prices", api));
    assert!(!same_origin("https://prices.azure.com.evil.net/api", api));
    assert!(!same_origin("https://user@prices.azure.com/api", api));
    assert!(!same_origin("https://prices.azure.com:8443/api", api));
    assert!(!same_origin("not a url", api));
}

#[test]
fn the_first_address_encodes_the_filter() {
    let url = first_url("https://h/p", "serviceName eq 'Virtual Machines'");
    assert_eq!(
        url,
        "https://h/p?api-version=2023-01-01-preview&currencyCode=%27USD%27&$filter=serviceName%20eq%20%27Virtual%20Machines%27"
    );
}

#[test]
fn a_fetch_is_listed_as_an_input_and_imported_with_its_date_and_source() {
    let data = super::super::tests::scratch("fetch-import");
    std::fs::create_dir_all(data.join("raw/api/2026-01-05")).unwrap();
    std::fs::write(data.join("raw/api/2026-01-05/manifest.json"), "{}").unwrap();
    std::fs::write(data.join("raw/inputs.txt"), "# inputs\nraw/api/2026-01-05\n").unwrap();
    let mut items = recorded_items();
    // A malformed item among the real ones: it is counted, and the rest still imports.
    items.push(json!({ "armRegionName": "eastus", "retailPrice": "n/a", "type": "Consumption",
                       "productName": "Virtual Machines NDsr H100 v5 Series", "skuName": "ND96isrH100v5",
                       "armSkuName": "Standard_ND96isr_H100_v5", "unitOfMeasure": "1 Hour" }));
    // The recorded items answer the Consumption query; the other two price types get empty pages.
    let server = Replay::start(move |target, _| {
        if target.contains("%27Consumption%27") {
            ok(page(&items, None))
        } else {
            ok(page(&[], None))
        }
    });
    let report = data.join("change-report.md");
    super::super::run(super::super::Command::Fetch {
        base: server.base.clone(),
        date: Some("2026-11-30".into()),
        data: data.clone(),
        attempts: 2,
        backoff_ms: 1,
        families: vec!["ND".into()],
        no_import: false,
        change_report: Some(report.clone()),
    })
    .unwrap_or_else(|e| panic!("{e:#}"));

    let inputs = std::fs::read_to_string(data.join("raw/inputs.txt")).unwrap_or_default();
    assert_eq!(inputs, "# inputs\nraw/api/2026-11-30\n", "the newer fetch replaces the older");
    assert!(!data.join("raw/api/2026-01-05").exists());
    let prices = std::fs::read_to_string(data.join("prices.jsonl")).unwrap_or_default();
    let reservation = prices
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|r| r["size"] == "Standard_ND96isr_H100_v5" && r["model"] == "reservation-3y")
        .unwrap_or_else(|| panic!("no 3-year reservation in {prices}"));
    assert_eq!(reservation["region"], "eastus");
    assert_eq!(reservation["as_of"], "2026-11-30");
    assert_eq!(reservation["source"], "azure-retail-prices-api");
    assert_eq!(
        reservation["price"].as_str().and_then(|p| p.parse::<f64>().ok()),
        Some(1_134_310.0)
    );
    let body = std::fs::read_to_string(&report).unwrap_or_default();
    assert!(body.contains("1 bad items") && body.contains("Fetched 3 pages, 11 items"), "{body}");
    let import_report = std::fs::read_to_string(data.join("prices-report.md")).unwrap_or_default();
    assert!(import_report.contains("`retailPrice`"), "{import_report}");
}
