//! Each command's behaviour as a Unix tool and as a planner: a closed pipe, the workload from
//! flags, one set of training defaults, fractional GPUs, every price model of a size, and the
//! analyses against the core's calculators.

use std::io::Read;
use std::process::Stdio;

/// Runs `args` with stdout a pipe whose reading end is closed before the command starts, as
/// `gpuplan … | head -0` would leave it (every write finds the pipe closed, whatever the
/// timing); returns the exit code and stderr.
fn with_closed_stdout(args: &[&str]) -> (Option<i32>, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child =
        crate::gpuplan_command().args(args).stdout(writer).stderr(Stdio::piped()).spawn().unwrap();
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    (child.wait().unwrap().code(), err)
}

#[test]
fn a_closed_pipe_ends_every_command_quietly_with_the_sigpipe_status() {
    let estimate = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/examples/estimate.json");
    for args in [
        &["catalog", "--all"][..],
        &["catalog", "--all", "--json"],
        &["price", "Standard_ND96isr_H100_v5", "--region", "eastus"],
        &["estimate", estimate],
        &["recommend", "--params", "7B", "--tokens", "1T", "--region", "eastus"],
        &["size", "--params", "7B", "--tokens", "1T"],
        &["spot", "Standard_ND96isr_H100_v5", "--region", "westeurope"],
        &["calc", "spot"],
        &["calc", "spot", "--fields"],
        &["calc", "spot", "--json"],
        &["price", "Standard_NC6s_v3", "--region", "westeurope"],
        &["size", "--task", "inference", "--params", "8B"],
        &["analyze", "governance", "--compute", "20000"],
    ] {
        let (code, err) = with_closed_stdout(args);
        // 141 = 128 + SIGPIPE (13): the status a shell reports for `cat big | head -1`'s cat.
        assert_eq!(code, Some(141), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?} wrote to stderr: {err}");
    }
}

fn gpuplan_in(args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = crate::gpuplan_command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(mut i) = child.stdin.take() {
        let _ = i.write_all(stdin.as_bytes());
    }
    child.wait_with_output().unwrap()
}

fn json_of(out: &std::process::Output, what: &str) -> serde_json::Value {
    assert!(out.status.success(), "{what}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{what}: {e}\n{}", String::from_utf8_lossy(&out.stdout)))
}

fn text_of(out: &std::process::Output, what: &str) -> String {
    assert!(out.status.success(), "{what}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * b.abs()
}

#[test]
fn the_flag_path_and_the_json_path_size_the_same_training_job() {
    let flags =
        json_of(&gpuplan_in(&["size", "--params", "7B", "--tokens", "1T", "--json"], ""), "flags");
    let job = r#"{"task": {"kind": "training", "params": 7e9, "tokens": 1e12}}"#;
    let from_json = json_of(&gpuplan_in(&["size", "-", "--json"], job), "json");
    let total = |v: &serde_json::Value| {
        let m = &v["memory_one_gpu"];
        ["weights_gb", "gradients_gb", "optimizer_gb", "activations_gb"]
            .iter()
            .map(|k| m[k].as_f64().unwrap_or(f64::NAN))
            .sum::<f64>()
    };
    // By hand, with the defaults (BF16, AdamW, ZeRO-3, checkpointing, s 2,048, b 1) on one GPU:
    // weights 2 × 7e9 = 14 GB, gradients 14 GB, AdamW 12 × 7e9 = 84 GB. The assumed shape of 7e9
    // parameters: L = round(cbrt(7e9 / (12 × 128²))) = round(32.9) = 33, heads = 33 / 8 = 4.1
    // rounded to 4 eights = 32, h = 128 × 32 = 4,096; checkpointed activations
    // L·2·s·h + s·h·(34 + 5·a·s/h) = 33 × 2 × 2048 × 4096 + 2048 × 4096 × (34 + 80)
    // = 553,648,128 + 956,301,312 = 1,509,949,440 bytes.
    let expected = 14.0 + 14.0 + 84.0 + 1.509_949_44;
    assert!(close(total(&flags), expected), "{}", total(&flags));
    assert_eq!(flags["memory_one_gpu"], from_json["memory_one_gpu"]);
    assert_eq!(flags["by_gpu"], from_json["by_gpu"]);
    // The job used is stated, defaults included, the same both ways.
    assert_eq!(flags["job"], from_json["job"]);
    assert_eq!(flags["job"]["sharding"], "zero3");
    assert_eq!(flags["job"]["checkpointing"], true);
    // And the decision tree ranks the same way from both.
    let args = ["--region", "westeurope", "--today", "2026-11-29", "--json"];
    let r_flags = json_of(
        &gpuplan_in(&[&["recommend", "--params", "7B", "--tokens", "1T"][..], &args].concat(), ""),
        "recommend flags",
    );
    let r_json =
        json_of(&gpuplan_in(&[&["recommend", "-"][..], &args].concat(), job), "recommend json");
    assert_eq!(r_flags["ranked"], r_json["ranked"]);
    assert_eq!(r_flags["workload"]["task"], r_json["workload"]["task"]);
}

#[test]
fn size_and_recommend_state_the_job_they_assumed() {
    let size = text_of(&gpuplan_in(&["size", "--params", "7B", "--tokens", "1T"], ""), "size");
    // Every default, stated: BF16, AdamW, ZeRO-3, checkpointing, s 2,048, b 1, full training,
    // the MFU calibrated for each GPU generation (models.toml's runs), and the shape assumed
    // from 7e9 parameters; then how right the times have been.
    for said in [
        "job: BF16, AdamW, sharding ZeRO-3, activation checkpointing on, sequences of 2048 tokens, micro-batch 1, full training, MFU calibrated for each GPU generation",
        "published runs held out of the calibration",
        "shape 33 layers, hidden 4096, 32 heads, 8 KV heads (assumed from the parameter count)",
    ] {
        assert!(size.contains(said), "{said}:\n{size}");
    }
    let zh = text_of(
        &gpuplan_in(&["size", "--params", "7B", "--tokens", "1T", "--lang", "zh"], ""),
        "size zh",
    );
    assert!(zh.contains("所用设置：精度 BF16，优化器 AdamW，分片 ZeRO-3，激活检查点开启"), "{zh}");
    let rec = text_of(
        &gpuplan_in(
            &["recommend", "--params", "7B", "--tokens", "1T", "--region", "westeurope"],
            "",
        ),
        "recommend",
    );
    assert!(rec.contains("sharding ZeRO-3, activation checkpointing on"), "{rec}");
    let inf = text_of(
        &gpuplan_in(
            &["recommend", "--task", "inference", "--params", "8B", "--region", "westeurope"],
            "",
        ),
        "recommend inference",
    );
    assert!(inf.contains("context 2048 tokens, 1 concurrent request(s)"), "{inf}");
}

#[test]
fn recommend_takes_cv_training_and_fine_tuning_from_flags() {
    let cv = json_of(
        &gpuplan_in(
            &[
                "recommend",
                "--task",
                "cv-training",
                "--cv-model",
                "resnet50",
                "--images",
                "1.28M",
                "--epochs",
                "90",
                "--region",
                "eastus",
                "--json",
            ],
            "",
        ),
        "cv-training",
    );
    assert_eq!(cv["workload"]["task"]["kind"], "cv-training");
    assert_eq!(cv["workload"]["task"]["images"], 1.28e6);
    assert!(cv["ranked"].as_array().is_some_and(|r| !r.is_empty()), "{cv}");
    let ft = json_of(
        &gpuplan_in(
            &[
                "recommend",
                "--task",
                "fine-tuning",
                "--params",
                "7B",
                "--tokens",
                "100M",
                "--method",
                "lora",
                "--rank",
                "8",
                "--region",
                "eastus",
                "--json",
            ],
            "",
        ),
        "fine-tuning",
    );
    assert_eq!(ft["workload"]["task"]["method"], serde_json::json!({"method": "lora", "rank": 8}));
    // A flag that does not belong to the task is named rather than ignored.
    let bad = gpuplan_in(
        &[
            "recommend",
            "--task",
            "cv-training",
            "--images",
            "1M",
            "--epochs",
            "1",
            "--tokens",
            "1T",
        ],
        "",
    );
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("--tokens"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

#[test]
fn size_reads_the_shape_and_training_options_from_flags() {
    let v = json_of(
        &gpuplan_in(
            &[
                "size",
                "--params",
                "7B",
                "--tokens",
                "1T",
                "--seq-len",
                "4k",
                "--micro-batch",
                "2",
                "--precision",
                "fp8",
                "--mfu",
                "50%",
                "--layers",
                "32",
                "--hidden",
                "4096",
                "--heads",
                "32",
                "--kv-heads",
                "8",
                "--json",
            ],
            "",
        ),
        "shape",
    );
    let job = &v["job"];
    assert_eq!(
        job["shape"],
        serde_json::json!({"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8})
    );
    assert_eq!((job["seq_len"].as_u64(), job["micro_batch"].as_u64()), (Some(4000), Some(2)));
    assert_eq!((&job["precision"], job["mfu"].as_f64()), (&serde_json::json!("fp8"), Some(0.5)));
    // By hand, checkpointed, s 4,000, b 2, h 4,096, a 32, L 32:
    // 32 × 2 × 4000 × 2 × 4096 + 4000 × 2 × 4096 × (34 + 5 × 32 × 4000 / 4096)
    // = 2,097,152,000 + 32,768,000 × 190.25 = 2,097,152,000 + 6,234,112,000 = 8,331,264,000 bytes.
    let act = v["memory_one_gpu"]["activations_gb"].as_f64().unwrap_or_default();
    assert!(close(act, 8.331_264), "{act}");
    // A shape needs all three figures; the missing one is named.
    let bad = gpuplan_in(&["size", "--params", "7B", "--tokens", "1T", "--layers", "32"], "");
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("--hidden"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
    // A value the core refuses names the flag.
    let bad = gpuplan_in(&["size", "--params", "7B", "--tokens", "1T", "--mfu", "150%"], "");
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("--mfu"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

#[test]
fn size_plans_inference_on_each_accelerator() {
    let v = json_of(
        &gpuplan_in(
            &[
                "size",
                "--task",
                "inference",
                "--params",
                "8B",
                "--context",
                "8k",
                "--concurrent",
                "32",
                "--kv-heads",
                "8",
                "--gpu",
                "h100-sxm",
                "--json",
            ],
            "",
        ),
        "inference",
    );
    let rows = v["by_gpu"].as_array().cloned().unwrap_or_default();
    assert_eq!(rows.len(), 1, "{v}");
    // By hand: 8e9 parameters → L = round(cbrt(8e9 / 196,608)) = round(34.4) = 34, h = 4,352,
    // 34 heads of 128; with 8 KV heads a token keeps 2 × 34 × 8 × 128 × 2 = 139,264 bytes;
    // × 8,000 tokens × 32 requests = 35,651,584,000 bytes. Weights 2 × 8e9 = 16 GB. 51.65 GB fit
    // one H100 (80 GB × 0.9 = 72 usable).
    assert!(close(v["memory"]["activations_gb"].as_f64().unwrap_or_default(), 35.651_584), "{v}");
    assert!(close(v["memory"]["weights_gb"].as_f64().unwrap_or_default(), 16.0), "{v}");
    assert_eq!(rows[0]["gpus"], 1);
    assert_eq!(rows[0]["replicas"], 1);
    // Decode and prefill are the core's plan for the H100's own figures.
    let d = gpuplan_core::dataset::embedded().unwrap();
    let g = d.catalog.gpus.iter().find(|g| g.id == "h100-sxm").unwrap();
    let mut job = gpuplan_core::sizing::InferenceJob::default_for(8e9);
    job.context = 8000;
    job.concurrent = 32;
    job.shape = Some(gpuplan_core::sizing::Shape {
        kv_heads: 8,
        ..gpuplan_core::sizing::Shape::from_params(8e9)
    });
    let peak = gpuplan_core::sizing::Precision::Bf16.peak_tflops(g).unwrap();
    let plan =
        job.plan(g.memory_gb * 0.9, g.bandwidth_gbs.unwrap(), peak, &d.sizing.inference).unwrap();
    assert_eq!(rows[0]["decode_tokens_per_s"].as_f64(), Some(plan.decode_tokens_per_s));
    assert_eq!(rows[0]["prefill_tokens_per_s"].as_f64(), Some(plan.prefill_tokens_per_s));
    let text = text_of(
        &gpuplan_in(
            &[
                "size",
                "--task",
                "inference",
                "--params",
                "8B",
                "--context",
                "8k",
                "--concurrent",
                "32",
                "--gpu",
                "h100-sxm",
            ],
            "",
        ),
        "inference text",
    );
    assert!(text.contains("KV") && text.contains("H100"), "{text}");
}

#[test]
fn fractional_gpus_print_as_fractions() {
    let args =
        ["recommend", "--task", "inference", "--params", "1B", "--region", "eastus", "--top", "40"];
    let text = text_of(&gpuplan_in(&args, ""), "text");
    let row = text.lines().find(|l| l.contains("Standard_NV12ads_A10_v5")).unwrap_or_default();
    // NV12ads A10 v5 is a third of an A10 on one VM: 1 × 1/3.
    assert!(row.contains(" 1/3 "), "{row}");
    assert!(!text.contains("0.333"), "{text}");
    let v = json_of(&gpuplan_in(&[&args[..], &["--json"]].concat(), ""), "json");
    let ranked = v["ranked"].as_array().cloned().unwrap_or_default();
    let nv12 = ranked.iter().find(|c| c["size"] == "Standard_NV12ads_A10_v5").unwrap();
    assert_eq!(nv12["gpus_fraction"], "1/3");
    assert!(close(nv12["gpus"].as_f64().unwrap_or_default(), 1.0 / 3.0));
    let whole = ranked.iter().find(|c| c["size"] == "Standard_NC24ads_A100_v4").unwrap();
    assert_eq!(whole["gpus_fraction"], "1");
}

#[test]
fn price_without_a_model_lists_every_model_the_snapshot_has() {
    use gpuplan_core::catalog::{Os, PriceAnswer, PricingModel};
    let d = gpuplan_core::dataset::embedded().unwrap();
    let (size, region) = ("Standard_NC6s_v3", "westeurope");
    // The core's answer for each model, one lookup at a time.
    let found: Vec<_> = PricingModel::ALL
        .into_iter()
        .filter_map(|m| match d.catalog.price(size, region, Os::Linux, m, crate::today()) {
            PriceAnswer::Found(p) => Some(p),
            PriceAnswer::Ended(_) | PriceAnswer::NotInSnapshot { .. } => None,
        })
        .collect();
    // The snapshot prices this size here under six models (payg, spot, low priority, a 1-year
    // savings plan, 1- and 3-year reservations), so the list is a real list.
    assert!(found.len() >= 6, "{found:?}");
    let v = json_of(&gpuplan_in(&["price", size, "--region", region, "--json"], ""), "json");
    let listed = v["prices"].as_array().cloned().unwrap_or_default();
    assert_eq!(listed.len(), found.len(), "{v}");
    for (row, p) in listed.iter().zip(&found) {
        assert_eq!(row["record"], serde_json::to_value(p).unwrap());
        assert_eq!(row["model"], p.model.as_str());
    }
    let text = text_of(&gpuplan_in(&["price", size, "--region", region], ""), "text");
    for p in &found {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{} ", p.model.as_str())))
            .unwrap_or_else(|| panic!("{}:\n{text}", p.model.as_str()));
        assert!(
            line.contains(&gpuplan_i18n::format::decimal(p.price))
                && line.contains(&p.as_of.to_string()),
            "{line}"
        );
    }
    // One model asked for: that one alone, as before.
    let one =
        text_of(&gpuplan_in(&["price", size, "--region", region, "--model", "spot"], ""), "spot");
    assert!(one.starts_with(&format!("{size} {region} Linux spot: ")), "{one}");
}

/// The core's figure rows for `kind` from its defaults and `pairs`, worded as the web words them
/// (`gpuplan_i18n::calc::figures`), and the core's result as JSON text.
fn core_figures(kind: gpuplan_core::calc::Kind, pairs: &[(&str, &str)]) -> (Vec<String>, String) {
    use gpuplan_i18n::{Lang, calc as w};
    let d = gpuplan_core::dataset::embedded().unwrap();
    let given: Vec<(String, String)> =
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    let (state, notices) = kind.state_from_pairs(kind.defaults(&[]), &given);
    assert!(notices.is_empty(), "{notices:?}");
    let en = Lang::En;
    let o = kind.compute(&state, &d, crate::today()).unwrap();
    let (figures, json) = (w::figures(&o, en), serde_json::to_string(&o));
    let rows = figures.iter().map(|(l, v)| w::labelled(l, v, en)).collect();
    (rows, json.unwrap())
}

#[test]
fn every_analysis_prints_the_core_calculators_figures_from_flags_or_json() {
    use gpuplan_core::calc::Kind;
    // (flag, the calculator's key, value)
    type Given = &'static [(&'static str, &'static str, &'static str)];
    let cases: [(&str, Kind, Given); 5] = [
        (
            "break-even",
            Kind::BreakEven,
            &[("--size", "size", "Standard_NC40ads_H100_v5"), ("--months", "months", "24")],
        ),
        (
            "spot",
            Kind::Spot,
            &[("--work", "work", "8k"), ("--eviction-rate", "eviction_rate", "10%")],
        ),
        (
            "fleet",
            Kind::MixedFleet,
            &[("--profile", "profile", "2,2,4,8"), ("--spot-share", "spot_share", "30%")],
        ),
        (
            "buy",
            Kind::BuyOrRent,
            &[("--kwh", "kwh", "0.12"), ("--utilisation", "utilisation", "70%")],
        ),
        (
            "governance",
            Kind::Governance,
            &[
                ("--compute", "compute", "20000"),
                ("--idle", "idle", "25%"),
                ("--tier-gb", "tier_gb", "50k"),
            ],
        ),
    ];
    for (name, kind, given) in cases {
        let pairs: Vec<(&str, &str)> = given.iter().map(|(_, k, v)| (*k, *v)).collect();
        let (rows, core_json) = core_figures(kind, &pairs);
        let mut args = vec!["analyze", name];
        for (f, _, v) in given {
            args.extend([*f, *v]);
        }
        // The figures: the core's rows, in order, first thing printed.
        let text = text_of(&gpuplan_in(&args, ""), name);
        let printed: Vec<&str> = text.lines().take(rows.len()).collect();
        assert_eq!(printed, rows, "{name}:\n{text}");
        // --json: the core's result.
        let json = json_of(&gpuplan_in(&[&args[..], &["--json"]].concat(), ""), name);
        let core: serde_json::Value = serde_json::from_str(&core_json).unwrap();
        assert!(json == core, "{name}: --json is not the core's result");
        // The same fields as JSON on stdin give the same text.
        let object: serde_json::Map<String, serde_json::Value> =
            pairs.iter().map(|(k, v)| ((*k).to_owned(), serde_json::json!(v))).collect();
        let from_stdin = gpuplan_in(
            &["analyze", name, "--json-file", "-"],
            &serde_json::Value::Object(object).to_string(),
        );
        assert_eq!(text_of(&from_stdin, name), text, "{name} from JSON");
    }
    // A JSON key the analysis lacks is named.
    let bad = gpuplan_in(&["analyze", "spot", "--json-file", "-"], r#"{"colour": "red"}"#);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("colour"));
}

#[test]
fn a_preset_gives_the_models_published_shape() {
    let args = |preset: &str| {
        [
            "size",
            "--task",
            "inference",
            "--preset",
            preset,
            "--context",
            "8k",
            "--concurrent",
            "32",
            "--gpu",
            "h100-sxm",
            "--json",
        ]
        .map(str::to_owned)
    };
    let a: Vec<String> = args("llama-3.1-70b").into();
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let v = json_of(&gpuplan_in(&a, ""), "preset");
    // By hand, Llama 3.1 70B's published shape: 80 layers, 8 KV heads of 128 dimensions. A token
    // keeps 2 × 80 × 8 × 128 × 2 bytes = 327,680; × 8,000 tokens × 32 requests = 83,886,080,000
    // bytes. Weights 2 × 70e9 = 140 GB.
    assert!(close(v["memory"]["activations_gb"].as_f64().unwrap_or_default(), 83.886_08), "{v}");
    assert!(close(v["memory"]["weights_gb"].as_f64().unwrap_or_default(), 140.0), "{v}");
    // With full multi-head attention (64 KV heads) the cache would be 8 times as large.
    let b: Vec<String> = args("llama-3.1-70b").into();
    let mut b: Vec<&str> = b.iter().map(String::as_str).collect();
    b.extend(["--kv-heads", "64"]);
    let mha = json_of(&gpuplan_in(&b, ""), "mha");
    assert!(close(mha["memory"]["activations_gb"].as_f64().unwrap_or_default(), 8.0 * 83.886_08));
    // An unknown preset is named, with the ones there are.
    let out = gpuplan_in(&["size", "--preset", "llama-9", "--tokens", "1T"], "");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("--preset") && err.contains("llama-3.1-70b"),
        "{err}"
    );
}

/// An estimate of a retired size says so under the table, beside the line notes, in both
/// languages; a size whose series retires on a date counts as retired from `--today` on.
#[test]
fn an_estimate_of_a_retired_size_prints_the_warning() {
    // NCv3 is retired (content/data/sizes.toml: retires 2025-09-30), and the
    // snapshot still prices Standard_NC12s_v3 in australiaeast (8.468 USD/h pay-as-you-go).
    let retired = r#"{"lines": [{"kind": "compute", "size": "Standard_NC12s_v3", "region": "australiaeast"}]}"#;
    let en = text_of(&gpuplan_in(&["estimate", "-", "--today", "2026-11-29"], retired), "en");
    assert!(
        en.contains("warning, line 0: Standard_NC12s_v3 was retired on 2025-09-30: Azure no longer offers it, so its price is a record, not an offer"),
        "{en}"
    );
    let zh = text_of(
        &gpuplan_in(&["--lang", "zh", "estimate", "-", "--today", "2026-11-29"], retired),
        "zh",
    );
    assert!(
        zh.contains("第 0 行警告：Standard_NC12s_v3 已于2025年9月30日停用：Azure 不再提供该规格"),
        "{zh}"
    );
    // NVv3 retires on 2026-09-30 (sizes.toml) and is priced in australiaeast: retired the day
    // after, not the day before.
    let retiring = r#"{"lines": [{"kind": "compute", "size": "Standard_NV12s_v3", "region": "australiaeast"}]}"#;
    let after =
        text_of(&gpuplan_in(&["estimate", "-", "--today", "2026-10-01"], retiring), "after");
    assert!(
        after.contains("warning, line 0: Standard_NV12s_v3 was retired on 2026-09-30"),
        "{after}"
    );
    let before =
        text_of(&gpuplan_in(&["estimate", "-", "--today", "2026-09-29"], retiring), "before");
    assert!(!before.contains("warning"), "{before}");
    let json = json_of(
        &gpuplan_in(&["estimate", "-", "--today", "2026-10-01", "--json"], retiring),
        "json",
    );
    assert_eq!(json["lines"][0]["warnings"].as_array().map(Vec::len), Some(1), "{json}");
    let bad = gpuplan_in(&["estimate", "-", "--today", "someday"], retiring);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--today"));
}

/// The catalog listing follows `--today`: NVv3 (retiring on 2026-09-30 by sizes.toml) is listed
/// as retiring the day before, leaves the listing on the day, and shows as retired with `--all`.
#[test]
fn the_catalog_listing_retires_a_series_on_its_date() {
    let list = |today: &str, all: bool| {
        let mut args = vec!["catalog", "--gpu", "M60", "--today", today, "--json"];
        if all {
            args.push("--all");
        }
        let json = json_of(&gpuplan_in(&args, ""), today);
        json.as_array()
            .map(|a| {
                a.iter()
                    .map(|s| {
                        (
                            s["name"].as_str().unwrap_or("").to_owned(),
                            s["status"].as_str().unwrap_or("").to_owned(),
                        )
                    })
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    let before = list("2026-09-29", false);
    assert!(
        before.contains(&("Standard_NV12s_v3".to_owned(), "retiring".to_owned())),
        "{before:?}"
    );
    assert!(!list("2026-09-30", false).iter().any(|(n, _)| n.ends_with("_v3")));
    let all = list("2026-10-01", true);
    assert!(all.contains(&("Standard_NV12s_v3".to_owned(), "retired".to_owned())), "{all:?}");
}

/// The standard output of a command that must succeed.
fn ok_stdout(args: &[&str]) -> String {
    let out = crate::gpuplan(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// `gpuplan calc NAME --field value` reads as `key=value` does: the same figures, notes and
/// prices, in either language and as JSON; a flag is spelled with `-` or as the key; a flag wins
/// over a pair for the same field.
#[test]
fn calc_flags_give_the_same_result_as_pairs() {
    let pairs = ["work=8k", "eviction_rate=7%", "region=swedencentral", "checkpoint=20min"];
    let flags = [
        "--work",
        "8k",
        "--eviction-rate",
        "7%",
        "--region",
        "swedencentral",
        "--checkpoint",
        "20min",
    ];
    for tail in [&[][..], &["--lang", "zh"], &["--json"]] {
        let by_pairs = ok_stdout(&[&["calc", "spot"][..], &pairs, tail].concat());
        let by_flags = ok_stdout(&[&["calc", "spot"][..], &flags, tail].concat());
        assert_eq!(by_flags, by_pairs, "{tail:?}");
        // The fields given change the result: the flags were read, not ignored.
        assert_ne!(by_flags, ok_stdout(&[&["calc", "spot"][..], tail].concat()), "{tail:?}");
    }
    let keyed = ok_stdout(&[
        "calc",
        "spot",
        "--work",
        "8k",
        "--eviction_rate",
        "7%",
        "--region",
        "swedencentral",
        "--checkpoint",
        "20min",
    ]);
    assert_eq!(keyed, ok_stdout(&[&["calc", "spot"][..], &pairs].concat()));
    // A flag wins over a pair.
    let both = ok_stdout(&[&["calc", "spot", "work=1", "eviction_rate=1%"][..], &flags].concat());
    assert_eq!(both, ok_stdout(&[&["calc", "spot"][..], &pairs].concat()));
    // Every calculator takes its fields as flags: the governance calculator's reader-only
    // fields, given as flags, compute as the same pairs do.
    let gov_pairs = ok_stdout(&["calc", "governance", "compute=20000", "tier_gb=50k"]);
    let gov_flags = ok_stdout(&["calc", "governance", "--compute", "20000", "--tier-gb", "50k"]);
    assert_eq!(gov_flags, gov_pairs);
}

/// `gpuplan calc NAME --help` lists each field's flag with its label and hint in the chosen
/// language, and a choice's values.
#[test]
fn calc_help_names_each_field_in_the_chosen_language() {
    use gpuplan_core::calc::Kind;
    for (lang, label) in [("en", "Eviction rate"), ("zh", "逐出率")] {
        let help = ok_stdout(&["calc", "spot", "--help", "--lang", lang]);
        for f in Kind::Spot.fields() {
            let flag = format!("--{}", f.key.replace('_', "-"));
            assert!(help.contains(&flag), "{lang}: {flag} in {help}");
        }
        assert!(help.contains(label), "{lang}: {label} in {help}");
    }
    let help = ok_stdout(&["calc", "training", "--help"]);
    assert!(help.contains("zero-3") && help.contains("[default: 70B]"), "{help}");
}
