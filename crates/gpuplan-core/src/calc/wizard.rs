//! The decision wizard's form: the four steps' questions as fields, read into a
//! [`Workload`] for [`tree::recommend`]. Fields that do not apply to the chosen task are
//! ignored (the page hides them).

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};

use super::{Answer, Field, Input, Problem, Reader, ferr, read_days, read_percent, read_quantity};
use crate::catalog::Os;
use crate::dataset::Dataset;
use crate::date::Date;
use crate::sizing::tree::{self, Framework, Platform, Recommendation, Task, Workload};
use crate::sizing::{CvJob, FineTune, InferenceJob, Precision, TrainingJob};

const TASKS: &[&str] = &["training", "fine-tuning", "inference", "cv-training"];
const METHODS: &[&str] = &["lora", "qlora", "full"];
const CV_MODELS: &[&str] = &["resnet50", "vit-b-16"];
const YES_NO: &[&str] = &["no", "yes"];
const FRAMEWORKS: &[&str] = &["any", "cuda", "rocm"];
const PLATFORMS: &[&str] = &["vm", "aks", "azure-ml"];

/// The wizard's fields, with the step each belongs to (1 to 4). Their words (each question, hint
/// and choice) are the edge's, by key and value.
pub fn fields() -> &'static [(u8, Field)] {
    const F: &[(u8, Field)] = &[
        (1, Field { key: "task", default: "training", input: Input::Choice(TASKS), main: true }),
        (1, Field { key: "params", default: "70B", input: Input::Text, main: true }),
        (1, Field { key: "tokens", default: "2T", input: Input::Text, main: true }),
        (1, Field { key: "method", default: "lora", input: Input::Choice(METHODS), main: true }),
        (1, Field { key: "context", default: "8k", input: Input::Text, main: true }),
        (1, Field { key: "concurrent", default: "32", input: Input::Text, main: true }),
        (
            1,
            Field {
                key: "cv_model",
                default: "resnet50",
                input: Input::Choice(CV_MODELS),
                main: true,
            },
        ),
        (1, Field { key: "images", default: "1.28M", input: Input::Text, main: true }),
        (1, Field { key: "epochs", default: "90", input: Input::Text, main: true }),
        (
            2,
            Field { key: "interruptible", default: "no", input: Input::Choice(YES_NO), main: true },
        ),
        (2, Field { key: "max_days", default: "", input: Input::Text, main: true }),
        (2, Field { key: "hours", default: "730", input: Input::Text, main: true }),
        (2, Field { key: "months", default: "12", input: Input::Text, main: true }),
        (2, Field { key: "discount", default: "0%", input: Input::Text, main: true }),
        (3, Field { key: "data_tb", default: "0", input: Input::Text, main: true }),
        (3, Field { key: "region", default: "", input: Input::Text, main: true }),
        (
            3,
            Field {
                key: "multi_vm_replica",
                default: "no",
                input: Input::Choice(YES_NO),
                main: true,
            },
        ),
        (4, Field { key: "confidential", default: "no", input: Input::Choice(YES_NO), main: true }),
        (
            4,
            Field {
                key: "framework",
                default: "any",
                input: Input::Choice(FRAMEWORKS),
                main: true,
            },
        ),
        (4, Field { key: "containers", default: "no", input: Input::Choice(YES_NO), main: true }),
        (4, Field { key: "platform", default: "vm", input: Input::Choice(PLATFORMS), main: true }),
    ];
    F
}

/// Whether a field is asked for `task`.
pub fn applies(task: &str, key: &str) -> bool {
    match key {
        "tokens" => matches!(task, "training" | "fine-tuning"),
        "method" => task == "fine-tuning",
        "params" => task != "cv-training",
        "context" | "concurrent" | "hours" | "months" => task == "inference",
        "cv_model" | "images" | "epochs" => task == "cv-training",
        "max_days" => task != "inference",
        "multi_vm_replica" => task == "inference",
        _ => true,
    }
}

/// The default state.
pub fn defaults() -> Vec<(String, String)> {
    fields().iter().map(|(_, f)| (f.key.to_owned(), f.default.to_owned())).collect()
}

/// Reads the answers into a workload and runs the decision tree.
pub fn recommend(
    state: &[(String, String)],
    d: &Dataset,
    today: Date,
) -> Answer<(Workload, Recommendation)> {
    let c = &d.catalog;
    let mut r = Reader::new(state);
    let task_kind = r.choice("task", TASKS).unwrap_or_default();
    let task = read_task(&mut r, &task_kind);
    let on = |k: &str| applies(&task_kind, k);
    let interruptible = r.choice("interruptible", YES_NO).map(|v| v == "yes");
    let max_days =
        if on("max_days") { r.optional("max_days", |t| read_days(t, 3650.0)) } else { Some(None) };
    let discount = r.get("discount", |t| read_percent(t, 100.0));
    let data_tb = r.get("data_tb", |t| read_quantity(t, 0.0, 1e6));
    let region = r.optional("region", |t| {
        c.regions
            .iter()
            .any(|x| x.name == t)
            .then(|| t.to_owned())
            .ok_or_else(|| Problem::UnknownRegion(t.to_owned()))
    });
    let framework = r.choice("framework", FRAMEWORKS);
    let containers = r.choice("containers", YES_NO).map(|v| v == "yes");
    let confidential = r.choice("confidential", YES_NO).map(|v| v == "yes");
    let multi_vm_replica = if on("multi_vm_replica") {
        r.choice("multi_vm_replica", YES_NO).map(|v| v == "yes")
    } else {
        None
    };
    let platform = r.choice("platform", PLATFORMS);
    if !r.errors.is_empty() {
        return Err(r.errors);
    }
    let w = Workload {
        task,
        region: region.flatten(),
        os: Os::Linux,
        interruptible: interruptible.unwrap_or(false),
        data_tb: data_tb.unwrap_or(0.0),
        framework: framework_of(framework.as_deref()),
        containers: containers.unwrap_or(false),
        platform: platform_of(platform.as_deref()),
        usable_memory_fraction: super::USABLE_MEMORY_FRACTION,
        discount_pct: Decimal::from_f64(discount.unwrap_or(0.0) * 100.0).unwrap_or_default(),
        max_days: max_days.flatten(),
        max_vms: None,
        confidential: confidential.unwrap_or(false),
        multi_vm_replica: multi_vm_replica.unwrap_or(false),
    };
    let rec = tree::recommend(&w, c, &d.sizing, today)
        .map_err(|e| vec![ferr(form_field(&e.field), e.kind)])?;
    Ok((w, rec))
}

/// The task the form describes, from its task's own fields (each read only where the task has
/// it; a field that could not be read is an error in `r` and its default stands in).
fn read_task(r: &mut Reader<'_>, task_kind: &str) -> Task {
    let on = |k: &str| applies(task_kind, k);
    let params = if on("params") {
        r.get("params", |t| read_quantity(t, 1e6, crate::sizing::MAX_PARAMS))
    } else {
        None
    };
    let tokens = if on("tokens") {
        r.get("tokens", |t| read_quantity(t, 1.0, crate::sizing::MAX_TOKENS))
    } else {
        None
    };
    let method = if on("method") { r.choice("method", METHODS) } else { None };
    let context =
        if on("context") { r.get("context", |t| read_quantity(t, 1.0, 1e7)) } else { None };
    let concurrent =
        if on("concurrent") { r.get("concurrent", |t| read_quantity(t, 1.0, 1e6)) } else { None };
    let hours = if on("hours") { r.get("hours", |t| read_quantity(t, 1.0, 744.0)) } else { None };
    let months =
        if on("months") { r.get("months", |t| read_quantity(t, 0.01, 120.0)) } else { None };
    let cv_model = if on("cv_model") { r.choice("cv_model", CV_MODELS) } else { None };
    let images = if on("images") { r.get("images", |t| read_quantity(t, 1.0, 1e12)) } else { None };
    let epochs = if on("epochs") { r.get("epochs", |t| read_quantity(t, 0.01, 1e6)) } else { None };
    let u = |v: Option<f64>, d: u32| v.and_then(|x| x.round().to_u32()).unwrap_or(d);
    let training = |params: f64, tokens: f64, method: FineTune| TrainingJob {
        params,
        tokens,
        precision: Precision::Bf16,
        optimizer: crate::sizing::Optimizer::Adamw,
        sharding: crate::sizing::Sharding::Zero3,
        checkpointing: true,
        seq_len: 4096,
        micro_batch: 1,
        method,
        mfu: None,
        shape: None,
        active_params: None,
    };
    match task_kind {
        "training" => {
            Task::Training(training(params.unwrap_or(7e10), tokens.unwrap_or(2e12), FineTune::Full))
        }
        "fine-tuning" => {
            let m = match method.as_deref() {
                Some("full") => FineTune::Full,
                Some("qlora") => FineTune::Qlora { rank: 16 },
                _ => FineTune::Lora { rank: 16 },
            };
            Task::FineTuning(training(params.unwrap_or(7e10), tokens.unwrap_or(1e8), m))
        }
        "inference" => Task::Inference(InferenceJob {
            params: params.unwrap_or(8e9),
            precision: Precision::Bf16,
            context: u(context, 8192),
            concurrent: u(concurrent, 32),
            target_tokens_per_s: None,
            target_ms_per_token: None,
            shape: None,
            hours_per_month: hours.unwrap_or(730.0),
            months: months.unwrap_or(12.0),
        }),
        _ => Task::CvTraining(CvJob {
            model: cv_model,
            forward_gmacs: None,
            images: images.unwrap_or(1.28e6),
            epochs: epochs.unwrap_or(90.0),
            mfu: None,
        }),
    }
}

/// The framework choice's value.
fn framework_of(choice: Option<&str>) -> Framework {
    match choice {
        Some("cuda") => Framework::Cuda,
        Some("rocm") => Framework::Rocm,
        _ => Framework::Any,
    }
}

/// The platform choice's value.
fn platform_of(choice: Option<&str>) -> Platform {
    match choice {
        Some("aks") => Platform::Aks,
        Some("azure-ml") => Platform::AzureMl,
        _ => Platform::Vm,
    }
}

/// The form's field for an error of the decision tree on a workload's field.
fn form_field(field: &str) -> &'static str {
    match field {
        f if f.contains("params") => "params",
        f if f.contains("tokens") => "tokens",
        f if f.contains("region") => "region",
        f if f.contains("max_days") => "max_days",
        _ => "task",
    }
}

#[cfg(all(test, feature = "sources"))]
mod tests {
    use super::*;
    use crate::dataset::embedded;

    fn with(changes: &[(&str, &str)]) -> Vec<(String, String)> {
        let mut s = defaults();
        for (k, v) in changes {
            if let Some(slot) = s.iter_mut().find(|(key, _)| key == k) {
                slot.1 = (*v).to_owned();
            }
        }
        s
    }

    #[test]
    fn a_70b_pretraining_job_ranks_infiniband_sizes_and_equals_the_tree() {
        let c = embedded().unwrap();
        let (w, rec) = recommend(&defaults(), &c, crate::date::test_day()).unwrap();
        assert_eq!(rec.steps.len(), 4);
        assert!(!rec.ranked.is_empty());
        assert_eq!(Ok(rec), tree::recommend(&w, &c.catalog, &c.sizing, crate::date::test_day()));
    }

    #[test]
    fn each_task_reads_only_its_fields_and_bad_ones_are_named() {
        let c = embedded().unwrap();
        // Tokens do not matter for inference, so nonsense there is not an error.
        assert!(
            recommend(
                &with(&[("task", "inference"), ("tokens", "lots")]),
                &c,
                crate::date::test_day()
            )
            .is_ok()
        );
        let errors = recommend(
            &with(&[("params", "huge"), ("region", "mars"), ("discount", "120%")]),
            &c,
            crate::date::test_day(),
        )
        .err()
        .unwrap_or_default();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, vec!["params", "discount", "region"]);
        assert!(recommend(&with(&[("task", "cv-training")]), &c, crate::date::test_day()).is_ok());
        assert!(
            recommend(
                &with(&[("task", "fine-tuning"), ("tokens", "100M")]),
                &c,
                crate::date::test_day()
            )
            .is_ok()
        );
    }
}
