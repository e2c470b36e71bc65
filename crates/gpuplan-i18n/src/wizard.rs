//! The words of the decision wizard: the page, the questions and their choices (keyed by the
//! core's field keys and choice values), and the decision tree's answer — each step's title,
//! rule, inputs, branch and warnings, each ranked size's reasons and each left-out size's reason,
//! worded from the core's typed values ([`gpuplan_core::sizing::tree`]). The English wording is
//! the one the tree used to write itself.

use gpuplan_core::calc::{Field, Input};
use gpuplan_core::date::Date;
use gpuplan_core::sizing::calibration::{Band, Basis, WorkClass};
use gpuplan_core::sizing::tree::{
    Branch, Exclusion, Framework, Platform, Reason, StepInput, TaskKind, Warning,
};

use crate::estimate::{choices_in, model_name};
use crate::{Lang, format};

include!(concat!(env!("OUT_DIR"), "/wizard.rs"));

use WizardMsg as W;

/// A question's label and hint, by the core's field key. A hint that is only a unit (`TB`)
/// reads the same in both languages and is `None`.
fn question(key: &str) -> Option<(WizardMsg, Option<WizardMsg>)> {
    Some(match key {
        "task" => (W::TaskLabel, None),
        "params" => (W::ParamsLabel, Some(W::ParamsHint)),
        "tokens" => (W::TokensLabel, Some(W::TokensHint)),
        "method" => (W::MethodLabel, None),
        "context" => (W::ContextLabel, Some(W::ContextHint)),
        "concurrent" => (W::ConcurrentLabel, None),
        "cv_model" => (W::CvModelLabel, None),
        "images" => (W::ImagesLabel, Some(W::ImagesHint)),
        "epochs" => (W::EpochsLabel, None),
        "interruptible" => (W::InterruptibleLabel, Some(W::InterruptibleHint)),
        "max_days" => (W::MaxDaysLabel, Some(W::MaxDaysHint)),
        "multi_vm_replica" => (W::MultiVmReplicaLabel, Some(W::MultiVmReplicaHint)),
        "confidential" => (W::ConfidentialLabel, Some(W::ConfidentialHint)),
        "hours" => (W::HoursLabel, Some(W::HoursHint)),
        "months" => (W::MonthsLabel, Some(W::MonthsHint)),
        "discount" => (W::DiscountLabel, Some(W::DiscountHint)),
        "data_tb" => (W::DataLabel, None),
        "region" => (W::RegionLabel, Some(W::RegionHint)),
        "framework" => (W::FrameworkLabel, None),
        "containers" => (W::ContainersLabel, None),
        "platform" => (W::PlatformLabel, None),
        _ => return None,
    })
}

/// A choice's label, by the core's field key and value; `None` for names that read the same in
/// both languages (LoRA, QLoRA, ResNet-50, ViT-B/16).
fn choice(key: &str, value: &str) -> Option<WizardMsg> {
    Some(match (key, value) {
        ("task", "training") => W::TaskTraining,
        ("task", "fine-tuning") => W::TaskFineTuning,
        ("task", "inference") => W::TaskInference,
        ("task", "cv-training") => W::TaskCvTraining,
        ("method", "full") => W::MethodFull,
        ("interruptible" | "containers" | "confidential" | "multi_vm_replica", "no") => W::No,
        ("interruptible" | "containers" | "confidential" | "multi_vm_replica", "yes") => W::Yes,
        ("framework", "any") => W::Either,
        ("framework", "cuda") => W::Cuda,
        ("framework", "rocm") => W::Rocm,
        ("platform", "vm") => W::Vms,
        ("platform", "aks") => W::Aks,
        ("platform", "azure-ml") => W::AzureMl,
        _ => return None,
    })
}

/// A question of the wizard in `lang`: the core's field in English, its label, hint and choices
/// in Chinese.
pub fn field(f: &Field, lang: Lang) -> Field {
    if lang == Lang::En {
        return *f;
    }
    let mut out = *f;
    if let Some((label, hint)) = question(f.key) {
        out.label = label.text(lang);
        if let Some(h) = hint {
            out.hint = h.text(lang);
        }
    }
    if let Input::Choice(list) = f.input {
        let key = f.key;
        out.input = Input::Choice(choices_in(list, |v| choice(key, v).map(|m| m.text(lang))));
    }
    out
}

/// The legend of the form's step `n` (1 to 4).
pub fn legend(n: u8, lang: Lang) -> &'static str {
    match n {
        1 => W::Legend1,
        2 => W::Legend2,
        3 => W::Legend3,
        _ => W::Legend4,
    }
    .text(lang)
}

/// Step `n`'s title (1 to 4).
pub fn step_title(n: u8, lang: Lang) -> &'static str {
    match n {
        1 => W::Step1Title,
        2 => W::Step2Title,
        3 => W::Step3Title,
        _ => W::Step4Title,
    }
    .text(lang)
}

/// Step `n`'s rule (1 to 4).
pub fn step_rule(n: u8, lang: Lang) -> &'static str {
    match n {
        1 => W::Step1Rule,
        2 => W::Step2Rule,
        3 => W::Step3Rule,
        _ => W::Step4Rule,
    }
    .text(lang)
}

/// A step's heading in the answer: `Step 1: Task type`.
pub fn step_heading(n: u8, lang: Lang) -> String {
    let title = step_title(n, lang);
    match lang {
        Lang::En => format!("Step {n}: {title}"),
        Lang::Zh => format!("第 {n} 步：{title}"),
    }
}

/// A step's rule line: `Rule: ...`.
pub fn rule_line(n: u8, lang: Lang) -> String {
    let rule = step_rule(n, lang);
    match lang {
        Lang::En => format!("Rule: {rule}"),
        Lang::Zh => format!("规则：{rule}"),
    }
}

/// A step's branch line: `Branch taken: ...`.
pub fn branch_line(b: &Branch, lang: Lang) -> String {
    let branch = branch(b, lang);
    match lang {
        Lang::En => format!("Branch taken: {branch}"),
        Lang::Zh => format!("所走分支：{branch}"),
    }
}

/// A kind of job, as step 1 names it.
pub fn task_kind(t: TaskKind, lang: Lang) -> &'static str {
    match t {
        TaskKind::LargePretraining => W::LargePretraining,
        TaskKind::SmallTraining => W::SmallTraining,
        TaskKind::CvTraining => W::CvTraining,
        TaskKind::FineTuning => W::FineTuning,
        TaskKind::Inference => W::Inference,
    }
    .text(lang)
}

/// The branch a step took.
pub fn branch(b: &Branch, lang: Lang) -> String {
    let m = match b {
        Branch::Task { task, pick } => {
            let task = task_kind(*task, lang);
            return match lang {
                Lang::En => format!("{task}: the guide's usual pick is {pick}"),
                Lang::Zh => format!("{task}：本指南的常规推荐是 {pick}"),
            };
        }
        Branch::ShortRun => W::ShortRun,
        Branch::Months => W::Months,
        Branch::MoreThanAYear => W::MoreThanAYear,
        Branch::MultiNode => W::MultiNode,
        Branch::SingleVm => W::SingleVm,
        Branch::Vendors { framework: Framework::Cuda } => W::NvidiaOnly,
        Branch::Vendors { framework: Framework::Rocm } => W::AmdOnly,
        Branch::Vendors { framework: Framework::Any } => W::NvidiaAndAmd,
    };
    m.text(lang).to_owned()
}

/// A step's warning.
pub fn warning(w: &Warning, lang: Lang) -> String {
    let m = match w {
        Warning::DataRanksFirst { top, top_cost, pick, pick_cost, used_gb, gb_per_gpu } => {
            let used = format!("{used_gb:.0}");
            let (top_cost, pick_cost) =
                (format::usd(*top_cost, lang), format::usd(*pick_cost, lang));
            return match lang {
                Lang::En => format!(
                    "The data ranks {top} first: {top_cost} against {pick_cost} for the guide's usual pick {pick} ({used} of {gb_per_gpu} GB per GPU used)."
                ),
                Lang::Zh => format!(
                    "按数据，{top} 排第一：{top_cost}；本指南常规推荐的 {pick} 为 {pick_cost}（每个 GPU 使用 {used} GB，共 {gb_per_gpu} GB）。"
                ),
            };
        }
        Warning::PickNotRanked { top, pick } => {
            return match lang {
                Lang::En => format!(
                    "The data ranks {top} first; the guide's usual pick {pick} does not fit this job or has no price here."
                ),
                Lang::Zh => {
                    format!(
                        "按数据，{top} 排第一；本指南常规推荐的 {pick} 无法承载此作业，或在此没有价格。"
                    )
                }
            };
        }
        Warning::AssumedDeadline { days } => {
            return match lang {
                Lang::En => format!(
                    "No deadline given: training is planned to finish within {days} days. Change it under \"Finish within\"."
                ),
                Lang::Zh => {
                    format!("未给出期限：按 {days} 天内完成来规划训练。可在“完成期限”中修改。")
                }
            };
        }
        Warning::NoneMeetsDeadline { days, fastest_days } => {
            let fastest = format::duration(fastest_days * 24.0, lang);
            return match lang {
                Lang::En => format!(
                    "No size finishes within {days} days, even at the most VMs it allows; the fastest plan takes {fastest}."
                ),
                Lang::Zh => format!(
                    "即使用到允许的最多 VM，也没有规格能在 {days} 天内完成；最快的方案需要 {fastest}。"
                ),
            };
        }
        Warning::ConfidentialOnly => W::ConfidentialOnly,
        Warning::Accuracy { band: b, training } => {
            let what = match (training, lang) {
                (true, Lang::En) => "Training times",
                (false, Lang::En) => "Decode and prefill times",
                (true, Lang::Zh) => "训练时间",
                (false, Lang::Zh) => "解码和预填充时间",
            };
            return match lang {
                Lang::En => format!(
                    "{what}, and the costs that follow from them, are estimates: {}.",
                    band(b, lang)
                ),
                Lang::Zh => format!("{what}及由此算出的成本都是估算：{}。", band(b, lang)),
            };
        }
        Warning::AtLeastFourGpus => W::AtLeastFourGpus,
        Warning::SpotNotice => W::SpotNotice,
        Warning::SpotCanEqualPayg => W::SpotCanEqualPayg,
        Warning::StageDataLocally => W::StageDataLocally,
        Warning::AksQuota => W::AksQuota,
        Warning::AzureMlSameSizes => W::AzureMlSameSizes,
    };
    m.text(lang).to_owned()
}

/// A date in running text.
fn on_date(d: Date, lang: Lang) -> String {
    format::date(d, lang)
}

/// Why a ranked size is where it is.
pub fn reason(r: &Reason, lang: Lang) -> String {
    let d = |h: f64| format::duration(h, lang);
    let pct = |mfu: f64| format!("{:.0} %", mfu * 100.0);
    let seconds = |s: f64| if s < 10.0 { format!("{s:.2}") } else { format!("{s:.0}") };
    match (r, lang) {
        (Reason::NoFp8 { gpu }, Lang::En) => format!("{gpu} has no FP8 figure, so BF16 is used."),
        (Reason::NoFp8 { gpu }, Lang::Zh) => format!("{gpu} 没有 FP8 数据，改用 BF16。"),
        (Reason::MissesDeadline { days, deadline_days, vms }, Lang::En) => format!(
            "Misses the {deadline_days}-day deadline: {} even on {vms} {}, the most this size allows.",
            d(days * 24.0),
            if *vms == 1 { "VM" } else { "VMs" }
        ),
        (Reason::MissesDeadline { days, deadline_days, vms }, Lang::Zh) => format!(
            "赶不上 {deadline_days} 天的期限：即使用到该规格允许的最多 {vms} 台 VM，也需要 {}。",
            d(days * 24.0)
        ),
        (Reason::Confidential, _) => sentence(W::ConfidentialReason.text(lang), lang),
        (Reason::Deadline { gpus, days, memory_gpus }, Lang::En) => {
            format!("{gpus} GPUs to finish within {days} days; memory alone needs {memory_gpus}.")
        }
        (Reason::Deadline { gpus, days, memory_gpus }, Lang::Zh) => {
            format!("用 {gpus} 个 GPU 才能在 {days} 天内完成；仅显存只需 {memory_gpus} 个。")
        }
        (Reason::TrainingFit { gpus, vms, memory_gb, usable_gb }, Lang::En) => format!(
            "{gpus} GPUs on {vms} {} hold the job ({memory_gb:.0} of {usable_gb:.0} GB usable on each GPU).",
            if *vms == 1 { "VM" } else { "VMs" }
        ),
        (Reason::TrainingFit { gpus, vms, memory_gb, usable_gb }, Lang::Zh) => format!(
            "{vms} 台 VM 上的 {gpus} 个 GPU 能容纳该任务（每个 GPU 用 {memory_gb:.0} GB，可用 {usable_gb:.0} GB）。"
        ),
        (
            Reason::Scaling {
                vms,
                step_s,
                communication_s,
                efficiency,
                batch_sequences,
                batch_vms,
                batch_gpus,
            },
            _,
        ) => {
            let (step, talk, share) =
                (seconds(*step_s), seconds(*communication_s), pct(*efficiency));
            match lang {
                Lang::En => format!(
                    "On {vms} VMs a step takes {step} s, {talk} s of it communicating over NVLink and InfiniBand (not overlapped): {share} of perfect scaling's speed. The global batch of {batch_sequences:.0} sequences keeps at most {batch_vms} VMs ({batch_gpus:.0} GPUs) busy; more add cost, not speed."
                ),
                Lang::Zh => format!(
                    "在 {vms} 台虚拟机上每步需要 {step} 秒，其中 {talk} 秒用于 NVLink 和 InfiniBand 通信（不与计算重叠）：速度为理想线性扩展的 {share}。{batch_sequences:.0} 个序列的全局批量最多能让 {batch_vms} 台虚拟机（{batch_gpus:.0} 个 GPU）保持忙碌；再加虚拟机只增加费用，不会更快。"
                ),
            }
        }
        (Reason::TrainingTime { flops: _, peak_tflops, mfu, basis: b, hours }, Lang::En) => {
            format!(
                "At {} of the {peak_tflops:.0} TFLOP/s peak ({}), the job takes {}.",
                pct(*mfu),
                basis(b, lang),
                d(*hours)
            )
        }
        (Reason::TrainingTime { flops: _, peak_tflops, mfu, basis: b, hours }, Lang::Zh) => {
            format!(
                "按峰值 {peak_tflops:.0} TFLOP/s 的 {}（{}）计算，任务需要 {}。",
                pct(*mfu),
                basis(b, lang),
                d(*hours)
            )
        }
        (
            Reason::InferenceFit { weights_gb, kv_cache_gb, gpus, replicas, decode_tokens_per_s },
            Lang::En,
        ) => format!(
            "{weights_gb:.0} GB of weights and {kv_cache_gb:.0} GB of KV cache take {gpus} {} a replica; {replicas} {} decode {decode_tokens_per_s:.0} tokens/s each.",
            if *gpus == 1 { "GPU" } else { "GPUs" },
            if *replicas == 1 { "replica" } else { "replicas" }
        ),
        (
            Reason::InferenceFit { weights_gb, kv_cache_gb, gpus, replicas, decode_tokens_per_s },
            Lang::Zh,
        ) => format!(
            "权重 {weights_gb:.0} GB 加 KV 缓存 {kv_cache_gb:.0} GB，每个副本需要 {gpus} 个 GPU；{replicas} 个副本各自每秒解码 {decode_tokens_per_s:.0} 个 token。"
        ),
        (Reason::Parallelism { tensor, heads, vms_per_replica, replicas_per_vm }, Lang::En) => {
            if *vms_per_replica > 1 {
                format!(
                    "Each replica spans {vms_per_replica} VMs over InfiniBand, tensor-parallel over {tensor} GPUs in each ({heads} heads)."
                )
            } else {
                format!(
                    "Tensor-parallel over {tensor} {} ({heads} attention heads divide evenly); a VM holds {replicas_per_vm} {}.",
                    if *tensor == 1 { "GPU" } else { "GPUs" },
                    if *replicas_per_vm == 1 { "replica" } else { "replicas" }
                )
            }
        }
        (Reason::Parallelism { tensor, heads, vms_per_replica, replicas_per_vm }, Lang::Zh) => {
            if *vms_per_replica > 1 {
                format!(
                    "每个副本通过 InfiniBand 跨 {vms_per_replica} 台 VM，每台内 {tensor} 个 GPU 做张量并行（{heads} 个注意力头）。"
                )
            } else {
                format!(
                    "{tensor} 个 GPU 张量并行（{heads} 个注意力头可均分）；每台 VM 容纳 {replicas_per_vm} 个副本。"
                )
            }
        }
        (Reason::CvTime { flops: _, gpus_per_vm, mfu, basis: b, hours }, Lang::En) => format!(
            "On {} {} at {} of peak ({}), training takes {}; vision models are assumed to fit in memory.",
            gpus_text(*gpus_per_vm),
            if *gpus_per_vm <= 1.0 { "GPU" } else { "GPUs" },
            pct(*mfu),
            basis(b, lang),
            d(*hours)
        ),
        (Reason::CvTime { flops: _, gpus_per_vm, mfu, basis: b, hours }, Lang::Zh) => format!(
            "在 {} 个 GPU 上按峰值的 {}（{}）计算，训练需要 {}；假定视觉模型能放进显存。",
            gpus_text(*gpus_per_vm),
            pct(*mfu),
            basis(b, lang),
            d(*hours)
        ),
        (Reason::ArticlePick, _) => sentence(W::ArticlePick.text(lang), lang),
        (Reason::Retiring { on: Some(d) }, Lang::En) => format!("Retiring on {d}: plan a move."),
        (Reason::Retiring { on: None }, Lang::En) => "Retiring: plan a move.".to_owned(),
        (Reason::Retiring { on: Some(d) }, Lang::Zh) => {
            format!("即将于 {}停用：请规划迁移。", on_date(*d, lang))
        }
        (Reason::Retiring { on: None }, Lang::Zh) => "即将停用：请规划迁移。".to_owned(),
        (Reason::CapacityLimited { goes_to }, Lang::En) => format!(
            "Microsoft deploys new capacity only to {goes_to}: quota for this series may be hard to get."
        ),
        (Reason::CapacityLimited { goes_to }, Lang::Zh) => {
            format!("微软只为 {goes_to} 部署新增容量：此系列的配额可能难以申请。")
        }
        (Reason::NoLocalNvme, _) => sentence(W::NoLocalNvme.text(lang), lang),
        (Reason::Cheapest { model }, Lang::En) => {
            format!("{} is the cheapest pricing model allowed here.", model_name(*model, lang))
        }
        (Reason::Cheapest { model }, Lang::Zh) => {
            format!("{}是此处允许的最便宜的定价方式。", model_name(*model, lang))
        }
    }
}

/// A GPU count as readers write it: whole numbers bare, a partition as a fraction (`1/3`).
fn gpus_text(g: f64) -> String {
    if g.fract() == 0.0 {
        return format!("{g}");
    }
    // The partitions Azure sells are 1/2 to 1/8 of a GPU.
    (2..=8u32)
        .find_map(|den| {
            let num = g * f64::from(den);
            ((num - num.round()).abs() < 1e-9).then(|| format!("{}/{den}", num.round()))
        })
        .unwrap_or_else(|| format!("{g:.2}"))
}

/// A class of work in running text.
pub fn work_class(c: WorkClass, lang: Lang) -> &'static str {
    match (c, lang) {
        (WorkClass::Pretraining, Lang::En) => "pretraining",
        (WorkClass::Pretraining, Lang::Zh) => "预训练",
        (WorkClass::MoePretraining, Lang::En) => "mixture-of-experts pretraining",
        (WorkClass::MoePretraining, Lang::Zh) => "混合专家模型预训练",
        (WorkClass::FineTuning, Lang::En) => "adapter fine-tuning",
        (WorkClass::FineTuning, Lang::Zh) => "适配器微调",
        (WorkClass::CvTraining, Lang::En) => "vision training",
        (WorkClass::CvTraining, Lang::Zh) => "视觉模型训练",
        (WorkClass::Decode, Lang::En) => "decode",
        (WorkClass::Decode, Lang::Zh) => "解码",
        (WorkClass::Prefill, Lang::En) => "prefill",
        (WorkClass::Prefill, Lang::Zh) => "预填充",
    }
}

/// Where an efficiency comes from, as a parenthesis: `the median of 4 published Hopper
/// pretraining runs`.
pub fn basis(b: &Basis, lang: Lang) -> String {
    match (b, lang) {
        (Basis::Generation { class, generation, runs }, Lang::En) => {
            let what = work_class(*class, lang);
            let g = generation.name();
            if *runs == 1 {
                format!("as measured in one published {g} {what} run")
            } else {
                format!("the median of {runs} published {g} {what} runs")
            }
        }
        (Basis::Generation { class, generation, runs }, Lang::Zh) => {
            let what = work_class(*class, lang);
            let g = generation.name();
            if *runs == 1 {
                format!("取自一次公开的 {g} {what}实测")
            } else {
                format!("{runs} 次公开的 {g} {what}运行的中位数")
            }
        }
        (Basis::Class { class, runs }, Lang::En) => format!(
            "no published run on this GPU generation: the median of {runs} {} runs on others",
            work_class(*class, lang)
        ),
        (Basis::Class { class, runs }, Lang::Zh) => format!(
            "这一代 GPU 没有公开运行数据：取其他各代 {runs} 次{}运行的中位数",
            work_class(*class, lang)
        ),
        (Basis::Default, Lang::En) => "assumed: no published run of this kind".to_owned(),
        (Basis::Default, Lang::Zh) => "假定值：没有此类公开运行数据".to_owned(),
        (Basis::Measured, Lang::En) => "measured on one H200".to_owned(),
        (Basis::Measured, Lang::Zh) => "在一块 H200 上实测".to_owned(),
        (Basis::Given, Lang::En) => "as given".to_owned(),
        (Basis::Given, Lang::Zh) => "按所填数值".to_owned(),
    }
}

/// The error band of predicted times: `±20 %, from 8 published runs held out of the
/// calibration`.
pub fn band(b: &Band, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("±{} %, from {} published runs held out of the calibration", b.pct, b.runs)
        }
        Lang::Zh => format!("±{} %，依据 {} 次未参与校准的公开运行", b.pct, b.runs),
    }
}

/// A phrase as a sentence: a capital first letter and a full stop (。 in Chinese).
fn sentence(s: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            let mut c = s.chars();
            c.next()
                .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect::<String>() + ".")
        }
        Lang::Zh => format!("{s}。"),
    }
}

/// A ranked size's reasons, one after the other.
pub fn reasons(rs: &[Reason], lang: Lang) -> String {
    let sep = match lang {
        Lang::En => " ",
        Lang::Zh => "",
    };
    rs.iter().map(|r| reason(r, lang)).collect::<Vec<_>>().join(sep)
}

/// Why a size is left out.
pub fn exclusion(x: &Exclusion, lang: Lang) -> String {
    let m = match (x, lang) {
        (Exclusion::Retired { on: Some(d) }, Lang::En) => return format!("retired on {d}"),
        (Exclusion::Retired { on: None }, Lang::En) => return "retired".to_owned(),
        (Exclusion::Retired { on: Some(d) }, Lang::Zh) => {
            return format!("已于 {}停用", on_date(*d, lang));
        }
        (Exclusion::Retired { on: None }, Lang::Zh) => return "已停用".to_owned(),
        (Exclusion::Preview { successor: Some(s) }, Lang::En) => {
            return format!("a preview size, never recommended; Microsoft names {s} in its place");
        }
        (Exclusion::Preview { successor: None }, Lang::En) => {
            return "a preview size, never recommended".to_owned();
        }
        (Exclusion::Preview { successor: Some(s) }, Lang::Zh) => {
            return format!("预览版规格，不予推荐；微软指定的替代规格是 {s}");
        }
        (Exclusion::Preview { successor: None }, Lang::Zh) => {
            return "预览版规格，不予推荐".to_owned();
        }
        (Exclusion::NeedsCuda { gpu }, Lang::En) => {
            return format!("{gpu} is an AMD GPU; the job needs CUDA");
        }
        (Exclusion::NeedsCuda { gpu }, Lang::Zh) => {
            return format!("{gpu} 是 AMD GPU；此作业需要 CUDA");
        }
        (Exclusion::NeedsRocm { gpu }, Lang::En) => {
            return format!("{gpu} is not an AMD GPU; the job needs ROCm");
        }
        (Exclusion::NeedsRocm { gpu }, Lang::Zh) => {
            return format!("{gpu} 不是 AMD GPU；此作业需要 ROCm");
        }
        (Exclusion::NoThroughput { precision, gpu }, Lang::En) => {
            let p = format!("{precision:?}").to_uppercase();
            return format!("no {p} throughput figure for {gpu}");
        }
        (Exclusion::NoThroughput { precision, gpu }, Lang::Zh) => {
            let p = format!("{precision:?}").to_uppercase();
            return format!("{gpu} 没有 {p} 吞吐量数据");
        }
        (Exclusion::NoBf16Throughput { gpu }, Lang::En) => {
            return format!("no BF16 throughput figure for {gpu}");
        }
        (Exclusion::NoBf16Throughput { gpu }, Lang::Zh) => {
            return format!("{gpu} 没有 BF16 吞吐量数据");
        }
        (Exclusion::NoBandwidth { gpu }, Lang::En) => {
            return format!("no memory bandwidth figure for {gpu}");
        }
        (Exclusion::NoBandwidth { gpu }, Lang::Zh) => return format!("{gpu} 没有显存带宽数据"),
        (Exclusion::DoesNotFit { needed_gb, usable_gb }, Lang::En) => {
            return format!(
                "does not fit: even sharded, {needed_gb:.0} GB per GPU is more than {usable_gb:.0} usable"
            );
        }
        (Exclusion::DoesNotFit { needed_gb, usable_gb }, Lang::Zh) => {
            return format!(
                "放不下：即使分片，每个 GPU 也需要 {needed_gb:.0} GB，超过可用的 {usable_gb:.0} GB"
            );
        }
        (Exclusion::PartitionTooSmall { gpus }, Lang::En) => {
            return format!("a {gpus} GPU partition cannot hold it");
        }
        (Exclusion::PartitionTooSmall { gpus }, Lang::Zh) => {
            return format!("{gpus} 个 GPU 的分区容纳不下");
        }
        (Exclusion::NoInfiniband { vms }, Lang::En) => {
            return format!(
                "needs {vms} VMs working together, and the docs do not state InfiniBand for it"
            );
        }
        (Exclusion::NoInfiniband { vms }, Lang::Zh) => {
            return format!("需要 {vms} 台 VM 协同工作，但文档未注明它有 InfiniBand");
        }
        (Exclusion::TooLong { years }, Lang::En) => {
            return format!(
                "would run {years:.0} years: longer than the 10 years an estimate covers"
            );
        }
        (Exclusion::TooLong { years }, Lang::Zh) => {
            return format!("需要运行 {years:.0} 年：超过估算所能覆盖的 10 年");
        }
        (Exclusion::NotPriced { region: Some(r) }, Lang::En) => {
            return format!("no allowed pricing model is in the snapshot for {r}");
        }
        (Exclusion::NotPriced { region: Some(r) }, Lang::Zh) => {
            return format!("价格快照中没有 {r} 的允许定价方式");
        }
        (Exclusion::BeyondReach { vms, reach }, Lang::En) => {
            return format!(
                "needs {vms} VMs, more than the {reach} one InfiniBand cluster reaches"
            );
        }
        (Exclusion::BeyondReach { vms, reach }, Lang::Zh) => {
            return format!("需要 {vms} 台 VM，超过一个 InfiniBand 集群所能容纳的 {reach} 台");
        }
        (Exclusion::ReplicaSpansVms { gpus, per_vm, infiniband: true }, Lang::En) => {
            return format!(
                "a replica needs {gpus} GPUs and a VM has {per_vm}: allow a replica to span VMs to rank it"
            );
        }
        (Exclusion::ReplicaSpansVms { gpus, per_vm, infiniband: true }, Lang::Zh) => {
            return format!(
                "一个副本需要 {gpus} 个 GPU，而一台 VM 只有 {per_vm} 个：允许副本跨 VM 后才会参与排名"
            );
        }
        (Exclusion::ReplicaSpansVms { gpus, per_vm, infiniband: false }, Lang::En) => {
            return format!(
                "a replica needs {gpus} GPUs, a VM has {per_vm}, and without InfiniBand a replica cannot span VMs"
            );
        }
        (Exclusion::ReplicaSpansVms { gpus, per_vm, infiniband: false }, Lang::Zh) => {
            return format!(
                "一个副本需要 {gpus} 个 GPU，而一台 VM 只有 {per_vm} 个；没有 InfiniBand，副本无法跨 VM"
            );
        }
        (Exclusion::HeadsNotDivisible { heads, gpus, per_vm }, Lang::En) => {
            return format!(
                "needs {gpus} GPUs a replica, and no tensor-parallel degree from {gpus} to {per_vm} divides its {heads} attention heads"
            );
        }
        (Exclusion::HeadsNotDivisible { heads, gpus, per_vm }, Lang::Zh) => {
            return format!(
                "每个副本需要 {gpus} 个 GPU，而从 {gpus} 到 {per_vm} 之间没有能均分 {heads} 个注意力头的张量并行度"
            );
        }
        (Exclusion::ConfidentialNotAsked, _) => W::ConfidentialNotAsked,
        (Exclusion::NotConfidential, _) => W::NotConfidential,
        (Exclusion::NotPriced { region: None }, _) => W::NotPricedAnywhere,
        (Exclusion::GpuUnnamed, _) => W::GpuUnnamed,
        (Exclusion::DeadlineTooTight, _) => W::DeadlineTooTight,
        (Exclusion::CannotPlan, _) => W::CannotPlan,
        (Exclusion::Unpriceable, _) => W::Unpriceable,
    };
    m.text(lang).to_owned()
}

/// A step input's name.
pub fn input_name(i: &StepInput, lang: Lang) -> &'static str {
    match i {
        StepInput::Task(_) => W::InputTask,
        StepInput::DeadlineDays(_) => W::InputDeadline,
        StepInput::DurationMonths(_) => W::InputDuration,
        StepInput::Interruptible(_) => W::InputInterruptible,
        StepInput::DataTb(_) => W::InputData,
        StepInput::MultiNode(_) => W::InputMultiNode,
        StepInput::Framework(_) => W::InputFramework,
        StepInput::Containers(_) => W::InputContainers,
        StepInput::Platform(_) => W::InputPlatform,
    }
    .text(lang)
}

/// A step input's value.
pub fn input_value(i: &StepInput, lang: Lang) -> String {
    let yes_no = |b: bool| if b { W::InputTrue } else { W::InputFalse }.text(lang).to_owned();
    match i {
        StepInput::Task(t) => task_kind(*t, lang).to_owned(),
        StepInput::DeadlineDays(d) => {
            d.map_or(W::NoDeadline.text(lang).to_owned(), |d| d.to_string())
        }
        StepInput::DurationMonths(m) => format!("{m:.2}"),
        StepInput::Interruptible(b) | StepInput::MultiNode(b) | StepInput::Containers(b) => {
            yes_no(*b)
        }
        StepInput::DataTb(tb) => format!("{tb}"),
        StepInput::Framework(f) => match (lang, f) {
            (Lang::Zh, Framework::Any) => W::Either.text(lang).to_owned(),
            _ => format!("{f:?}").to_lowercase(),
        },
        StepInput::Platform(p) => match (lang, p) {
            (Lang::En, _) => format!("{p:?}"),
            (Lang::Zh, Platform::Vm) => W::Vms.text(lang).to_owned(),
            (Lang::Zh, Platform::Aks) => "AKS".to_owned(),
            (Lang::Zh, Platform::AzureMl) => "Azure ML".to_owned(),
        },
    }
}

/// The ranking's heading: `Ranked sizes (12 feasible)`.
pub fn ranked_heading(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Ranked sizes ({n} feasible)"),
        Lang::Zh => format!("规格排名（{n} 个可行）"),
    }
}

/// The left-out list's summary: `Sizes left out (40)`.
pub fn left_out(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Sizes left out ({n})"),
        Lang::Zh => format!("被排除的规格（{n} 个）"),
    }
}

/// A region as the wizard names it: `West Europe (westeurope)`, `西欧（westeurope）`; its
/// Chinese name from [`crate::catalog::region_name`].
pub fn region_label(code: &str, display: &str, lang: Lang) -> String {
    let name = crate::catalog::region_name(code, display, lang);
    match lang {
        Lang::En => format!("{name} ({code})"),
        Lang::Zh => format!("{name}（{code}）"),
    }
}

/// The summary over a ranked size's other regions: `2 other regions`.
pub fn other_regions(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 other region".to_owned(),
        (Lang::En, n) => format!("{n} other regions"),
        (Lang::Zh, n) => format!("另外 {n} 个区域"),
    }
}

/// One of a ranked size's other regions: `West Europe (westeurope): $1,234.00, payg, 30 days`.
pub fn other_region(
    region: &str,
    cost: rust_decimal::Decimal,
    model: gpuplan_core::catalog::PricingModel,
    hours: f64,
    lang: Lang,
) -> String {
    let (money, time, how) =
        (format::usd(cost, lang), format::duration(hours, lang), pricing(model, lang));
    match lang {
        Lang::En => format!("{region}: {money}, {how}, {time}"),
        Lang::Zh => format!("{region}：{money}，{how}，{time}"),
    }
}

/// A ranked row's button's accessible name: `Add to estimate: <size> in <region>`.
pub fn add_label(size: &str, region: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Add to estimate: {size} in {region}"),
        Lang::Zh => format!("加入估算：{region} 区域的 {size}"),
    }
}

/// A pricing model in the ranking's column: its code (`payg`) in English, as the table has
/// always shown it; its name in Chinese.
pub fn pricing(m: gpuplan_core::catalog::PricingModel, lang: Lang) -> &'static str {
    match lang {
        Lang::En => m.as_str(),
        Lang::Zh => model_name(m, lang),
    }
}

/// A number of days as typed: `30`, `1.5`, never with an exponent.
fn days_figure(days: f64) -> String {
    let s = format!("{days:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// The deadline a ranking used, beside it: `Deadline used: 30 days (assumed: none was given).`
pub fn deadline_used(days: f64, assumed: bool, lang: Lang) -> String {
    let n = days_figure(days);
    match (lang, assumed) {
        (Lang::En, false) => {
            format!("Deadline used: {n} {}.", if n == "1" { "day" } else { "days" })
        }
        (Lang::En, true) => format!(
            "Deadline used: {n} {}, assumed because none was given (set it under \"Finish within\").",
            if n == "1" { "day" } else { "days" }
        ),
        (Lang::Zh, false) => format!("所用期限：{n} 天。"),
        (Lang::Zh, true) => {
            format!("所用期限：{n} 天。这是假定值，因为没有给出期限（可在“完成期限”中设置）。")
        }
    }
}

/// The deadline's marker on the cost-against-time chart: `30-day deadline`.
pub fn deadline_marker(days: f64, lang: Lang) -> String {
    let n = days_figure(days);
    match lang {
        Lang::En => format!("{n}-day deadline"),
        Lang::Zh => format!("{n} 天期限"),
    }
}

/// A point of the cost-against-time chart, as its hover shows it:
/// `4 VMs, 30 days, $1,234.00 (payg)`.
pub fn frontier_point(
    vms: u32,
    hours: f64,
    cost: rust_decimal::Decimal,
    model: gpuplan_core::catalog::PricingModel,
    lang: Lang,
) -> String {
    let (time, money) = (format::duration(hours, lang), format::usd(cost, lang));
    match lang {
        Lang::En => format!(
            "{vms} {}, {time}, {money} ({})",
            if vms == 1 { "VM" } else { "VMs" },
            pricing(model, lang)
        ),
        Lang::Zh => format!("{vms} 台 VM，{time}，{money}（{}）", pricing(model, lang)),
    }
}

/// The chart's text summary: its cheapest and its fastest point, each with its size, or the one
/// point that is both.
pub fn frontier_summary(cheapest: (&str, &str), fastest: (&str, &str), lang: Lang) -> String {
    if cheapest == fastest {
        return match lang {
            Lang::En => format!("Cheapest and fastest point: {} on {}.", cheapest.0, cheapest.1),
            Lang::Zh => format!("既最便宜又最快的点：{}，{}。", cheapest.0, cheapest.1),
        };
    }
    match lang {
        Lang::En => format!(
            "Cheapest point: {} on {}. Fastest point: {} on {}.",
            cheapest.0, cheapest.1, fastest.0, fastest.1
        ),
        Lang::Zh => format!(
            "最便宜的点：{}，{}。最快的点：{}，{}。",
            cheapest.0, cheapest.1, fastest.0, fastest.1
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gpuplan_core::catalog::{GpuCount, PricingModel};
    use gpuplan_core::sizing::Precision;
    use rust_decimal::Decimal;

    #[test]
    fn every_message_has_both_languages() {
        for m in WizardMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }

    /// Every question and choice of the core's wizard has its words in both languages, the
    /// English ones the core's own.
    #[test]
    fn every_question_and_choice_is_worded() {
        for (_, f) in gpuplan_core::calc::wizard::fields() {
            assert_eq!(field(f, Lang::En), *f, "{}", f.key);
            let (label, hint) = question(f.key).unwrap_or_else(|| panic!("{}", f.key));
            assert_eq!(label.text(Lang::En), f.label, "{}", f.key);
            assert_eq!(hint.map_or(f.hint, |h| h.text(Lang::En)), f.hint, "{}", f.key);
            let zh = field(f, Lang::Zh);
            assert!(zh.label.chars().any(crate::is_cjk), "{}", zh.label);
            assert!(f.hint.is_empty() || f.hint == "TB" || zh.hint.chars().any(crate::is_cjk));
            if let (Input::Choice(core), Input::Choice(words)) = (f.input, zh.input) {
                assert_eq!(core.len(), words.len());
                for ((v, l), (wv, wl)) in core.iter().zip(words) {
                    assert_eq!(v, wv);
                    match choice(f.key, v) {
                        Some(m) => {
                            assert_eq!(m.text(Lang::En), *l, "{}={v}", f.key);
                            assert!(wl.chars().any(crate::is_cjk), "{}={v}", f.key);
                        }
                        // Names read the same in both languages.
                        None => assert!(
                            ["lora", "qlora", "resnet50", "vit-b-16"].contains(v) && wl == l,
                            "{}={v} has no Chinese",
                            f.key
                        ),
                    }
                }
            }
        }
    }

    fn task_index(t: TaskKind) -> usize {
        match t {
            TaskKind::LargePretraining => 0,
            TaskKind::SmallTraining => 1,
            TaskKind::CvTraining => 2,
            TaskKind::FineTuning => 3,
            TaskKind::Inference => 4,
        }
    }

    // One of every variant of the tree's typed answers; the index functions below list the
    // variants without a wildcard, so a new variant does not compile until it is here.
    fn reasons_of_every_kind() -> Vec<Reason> {
        vec![
            Reason::NoFp8 { gpu: "NVIDIA A100".into() },
            Reason::Deadline { gpus: 64, days: 30.0, memory_gpus: 16 },
            Reason::TrainingFit { gpus: 16, vms: 2, memory_gb: 61.27, usable_gb: 72.0 },
            Reason::TrainingTime {
                flops: 8.4e23,
                peak_tflops: 989.0,
                mfu: 0.4,
                basis: Basis::Generation {
                    class: WorkClass::Pretraining,
                    generation: gpuplan_core::catalog::Generation::Hopper,
                    runs: 4,
                },
                hours: 512.34,
            },
            Reason::InferenceFit {
                weights_gb: 16.0,
                kv_cache_gb: 4.3,
                gpus: 1,
                replicas: 2,
                decode_tokens_per_s: 1234.4,
            },
            Reason::CvTime {
                flops: 1.2e18,
                gpus_per_vm: 8.0,
                mfu: 0.4,
                basis: Basis::Class { class: WorkClass::CvTraining, runs: 3 },
                hours: 3.26,
            },
            Reason::ArticlePick,
            Reason::Retiring { on: Date::new(2026, 9, 30) },
            Reason::Retiring { on: None },
            Reason::CapacityLimited { goes_to: "NCads_H100_v5".into() },
            Reason::NoLocalNvme,
            Reason::Cheapest { model: PricingModel::Reservation1y },
            Reason::MissesDeadline { days: 2322.0, deadline_days: 30.0, vms: 1 },
            Reason::Confidential,
            Reason::Parallelism { tensor: 2, heads: 64, vms_per_replica: 1, replicas_per_vm: 4 },
            Reason::Parallelism { tensor: 8, heads: 128, vms_per_replica: 2, replicas_per_vm: 1 },
            Reason::CvTime {
                flops: 1.2e18,
                gpus_per_vm: 1.0 / 3.0,
                mfu: 0.25,
                basis: Basis::Default,
                hours: 26_280.0,
            },
            Reason::TrainingTime {
                flops: 8.4e23,
                peak_tflops: 1307.0,
                mfu: 0.199,
                basis: Basis::Generation {
                    class: WorkClass::FineTuning,
                    generation: gpuplan_core::catalog::Generation::Cdna3,
                    runs: 1,
                },
                hours: 30.0,
            },
            Reason::TrainingTime {
                flops: 8.4e23,
                peak_tflops: 1307.0,
                mfu: 0.3,
                basis: Basis::Given,
                hours: 30.0,
            },
            Reason::Scaling {
                vms: 16,
                step_s: 6.523,
                communication_s: 0.331,
                efficiency: 0.951,
                batch_sequences: 976.0,
                batch_vms: 122,
                batch_gpus: 976.0,
            },
        ]
    }

    fn reason_index(r: &Reason) -> usize {
        match r {
            Reason::NoFp8 { .. } => 0,
            Reason::Deadline { .. } => 1,
            Reason::TrainingFit { .. } => 2,
            Reason::TrainingTime { .. } => 3,
            Reason::InferenceFit { .. } => 4,
            Reason::CvTime { .. } => 5,
            Reason::ArticlePick => 6,
            Reason::Retiring { .. } => 7,
            Reason::NoLocalNvme => 8,
            Reason::Cheapest { .. } => 9,
            Reason::MissesDeadline { .. } => 10,
            Reason::Confidential => 11,
            Reason::Parallelism { .. } => 12,
            Reason::CapacityLimited { .. } => 13,
            Reason::Scaling { .. } => 14,
        }
    }

    fn exclusions_of_every_kind() -> Vec<Exclusion> {
        vec![
            Exclusion::Retired { on: Date::new(2025, 9, 30) },
            Exclusion::Retired { on: None },
            Exclusion::Preview { successor: Some("Standard_NC144ds_xl_RTXPRO6000BSE_v6".into()) },
            Exclusion::Preview { successor: None },
            Exclusion::GpuUnnamed,
            Exclusion::NeedsCuda { gpu: "AMD MI300X".into() },
            Exclusion::NeedsRocm { gpu: "NVIDIA H100".into() },
            Exclusion::NoThroughput { precision: Precision::Fp8, gpu: "NVIDIA T4".into() },
            Exclusion::NoBf16Throughput { gpu: "NVIDIA T4".into() },
            Exclusion::NoBandwidth { gpu: "AMD MI25".into() },
            Exclusion::DoesNotFit { needed_gb: 140.0, usable_gb: 14.4 },
            Exclusion::DeadlineTooTight,
            Exclusion::PartitionTooSmall { gpus: GpuCount { num: 1, den: 6 } },
            Exclusion::CannotPlan,
            Exclusion::NoInfiniband { vms: 4 },
            Exclusion::TooLong { years: 14.6 },
            Exclusion::Unpriceable,
            Exclusion::NotPriced { region: Some("westeurope".into()) },
            Exclusion::NotPriced { region: None },
            Exclusion::BeyondReach { vms: 130, reach: 100 },
            Exclusion::ReplicaSpansVms { gpus: 2, per_vm: 1, infiniband: false },
            Exclusion::ReplicaSpansVms { gpus: 16, per_vm: 8, infiniband: true },
            Exclusion::HeadsNotDivisible { heads: 40, gpus: 3, per_vm: 4 },
            Exclusion::ConfidentialNotAsked,
            Exclusion::NotConfidential,
        ]
    }

    fn exclusion_index(x: &Exclusion) -> usize {
        match x {
            Exclusion::Retired { .. } => 0,
            Exclusion::GpuUnnamed => 1,
            Exclusion::NeedsCuda { .. } => 2,
            Exclusion::NeedsRocm { .. } => 3,
            Exclusion::NoThroughput { .. } => 4,
            Exclusion::NoBf16Throughput { .. } => 5,
            Exclusion::NoBandwidth { .. } => 6,
            Exclusion::DoesNotFit { .. } => 7,
            Exclusion::DeadlineTooTight => 8,
            Exclusion::PartitionTooSmall { .. } => 9,
            Exclusion::CannotPlan => 10,
            Exclusion::NoInfiniband { .. } => 11,
            Exclusion::TooLong { .. } => 12,
            Exclusion::Unpriceable => 13,
            Exclusion::NotPriced { .. } => 14,
            Exclusion::BeyondReach { .. } => 15,
            Exclusion::ReplicaSpansVms { .. } => 16,
            Exclusion::HeadsNotDivisible { .. } => 17,
            Exclusion::ConfidentialNotAsked => 18,
            Exclusion::NotConfidential => 19,
            Exclusion::Preview { .. } => 20,
        }
    }

    fn warnings_of_every_kind() -> Vec<Warning> {
        vec![
            Warning::DataRanksFirst {
                top: "Standard_ND96isr_H200_v5".into(),
                top_cost: Decimal::new(1_234_567, 1),
                pick: "Standard_ND96isr_H100_v5".into(),
                pick_cost: Decimal::new(1_500_004, 1),
                used_gb: 61.7,
                gb_per_gpu: 80.0,
            },
            Warning::PickNotRanked { top: "Standard_NC24ads_A100_v4".into(), pick: "ND_H100_v5" },
            Warning::AtLeastFourGpus,
            Warning::SpotNotice,
            Warning::SpotCanEqualPayg,
            Warning::StageDataLocally,
            Warning::AksQuota,
            Warning::AzureMlSameSizes,
            Warning::AssumedDeadline { days: 30.0 },
            Warning::NoneMeetsDeadline { days: 30.0, fastest_days: 41.5 },
            Warning::ConfidentialOnly,
            Warning::Accuracy { band: Band { pct: 20, runs: 8 }, training: true },
            Warning::Accuracy { band: Band { pct: 30, runs: 10 }, training: false },
        ]
    }

    fn warning_index(w: &Warning) -> usize {
        match w {
            Warning::DataRanksFirst { .. } => 0,
            Warning::PickNotRanked { .. } => 1,
            Warning::AtLeastFourGpus => 2,
            Warning::SpotNotice => 3,
            Warning::SpotCanEqualPayg => 4,
            Warning::StageDataLocally => 5,
            Warning::AksQuota => 6,
            Warning::AzureMlSameSizes => 7,
            Warning::AssumedDeadline { .. } => 8,
            Warning::NoneMeetsDeadline { .. } => 9,
            Warning::ConfidentialOnly => 10,
            Warning::Accuracy { .. } => 11,
        }
    }

    fn branches_of_every_kind() -> Vec<Branch> {
        let mut b: Vec<Branch> = [
            TaskKind::LargePretraining,
            TaskKind::SmallTraining,
            TaskKind::CvTraining,
            TaskKind::FineTuning,
            TaskKind::Inference,
        ]
        .into_iter()
        .map(|task| Branch::Task { task, pick: "NC_A100_v4" })
        .collect();
        b.extend([Branch::ShortRun, Branch::Months, Branch::MoreThanAYear]);
        b.extend([Branch::MultiNode, Branch::SingleVm]);
        b.extend(
            [Framework::Cuda, Framework::Rocm, Framework::Any]
                .map(|framework| Branch::Vendors { framework }),
        );
        b
    }

    fn branch_index(b: &Branch) -> usize {
        match b {
            Branch::Task { task, .. } => task_index(*task),
            Branch::ShortRun => 5,
            Branch::Months => 6,
            Branch::MoreThanAYear => 7,
            Branch::MultiNode => 8,
            Branch::SingleVm => 9,
            Branch::Vendors { framework: Framework::Cuda } => 10,
            Branch::Vendors { framework: Framework::Rocm } => 11,
            Branch::Vendors { framework: Framework::Any } => 12,
        }
    }

    fn inputs_of_every_kind() -> Vec<StepInput> {
        vec![
            StepInput::Task(TaskKind::FineTuning),
            StepInput::DeadlineDays(Some(60.0)),
            StepInput::DeadlineDays(None),
            StepInput::DurationMonths(2.3456),
            StepInput::Interruptible(true),
            StepInput::DataTb(5.0),
            StepInput::MultiNode(false),
            StepInput::Framework(Framework::Any),
            StepInput::Containers(true),
            StepInput::Platform(Platform::AzureMl),
        ]
    }

    fn input_index(i: &StepInput) -> usize {
        match i {
            StepInput::Task(_) => 0,
            StepInput::DeadlineDays(_) => 1,
            StepInput::DurationMonths(_) => 2,
            StepInput::Interruptible(_) => 3,
            StepInput::DataTb(_) => 4,
            StepInput::MultiNode(_) => 5,
            StepInput::Framework(_) => 6,
            StepInput::Containers(_) => 7,
            StepInput::Platform(_) => 8,
        }
    }

    /// Checks a worded value: English without Chinese, Chinese with, the two different.
    fn both(what: &str, en: &str, zh: &str) {
        assert!(!en.is_empty() && !en.chars().any(crate::is_cjk), "{what}: {en}");
        assert!(zh.chars().any(crate::is_cjk), "{what}: {zh}");
        assert_ne!(en, zh, "{what}");
    }

    fn covers(indices: impl Iterator<Item = usize>, count: usize, what: &str) {
        let mut seen = vec![false; count];
        for i in indices {
            if let Some(s) = seen.get_mut(i) {
                *s = true;
            }
        }
        assert!(seen.iter().all(|s| *s), "{what}: a variant has no sample: {seen:?}");
    }

    #[test]
    fn every_typed_answer_has_both_texts() {
        let rs = reasons_of_every_kind();
        covers(rs.iter().map(reason_index), 15, "reasons");
        for r in &rs {
            both(&format!("{r:?}"), &reason(r, Lang::En), &reason(r, Lang::Zh));
        }
        let xs = exclusions_of_every_kind();
        covers(xs.iter().map(exclusion_index), 20, "exclusions");
        for x in &xs {
            both(&format!("{x:?}"), &exclusion(x, Lang::En), &exclusion(x, Lang::Zh));
        }
        let ws = warnings_of_every_kind();
        covers(ws.iter().map(warning_index), 12, "warnings");
        for w in &ws {
            both(&format!("{w:?}"), &warning(w, Lang::En), &warning(w, Lang::Zh));
        }
        let bs = branches_of_every_kind();
        covers(bs.iter().map(branch_index), 13, "branches");
        for b in &bs {
            both(&format!("{b:?}"), &branch_line(b, Lang::En), &branch_line(b, Lang::Zh));
        }
        let is = inputs_of_every_kind();
        covers(is.iter().map(input_index), 9, "inputs");
        for i in &is {
            both(&format!("{i:?}"), input_name(i, Lang::En), input_name(i, Lang::Zh));
        }
        for n in 1..=4 {
            both("step", &step_heading(n, Lang::En), &step_heading(n, Lang::Zh));
            both("rule", &rule_line(n, Lang::En), &rule_line(n, Lang::Zh));
            both("legend", legend(n, Lang::En), legend(n, Lang::Zh));
        }
    }

    /// The English reasons are sentences a reader can take in: no exponent notation, no
    /// "(s)", durations in days or years (each worked by hand from the inputs above: 512.34 h
    /// is 21.3 days, 55,728 h is 6.4 years, MFU 0.4 is 40 %). The rest is worded as before (a
    /// `Decimal` written with `{:.0}` drops its fraction).
    #[test]
    fn english_reads_as_sentences() {
        let r = reasons_of_every_kind();
        let en: Vec<String> = r.iter().map(|r| reason(r, Lang::En)).collect();
        assert_eq!(
            en,
            [
                "NVIDIA A100 has no FP8 figure, so BF16 is used.",
                "64 GPUs to finish within 30 days; memory alone needs 16.",
                "16 GPUs on 2 VMs hold the job (61 of 72 GB usable on each GPU).",
                "At 40 % of the 989 TFLOP/s peak (the median of 4 published Hopper pretraining runs), the job takes 21 days.",
                "16 GB of weights and 4 GB of KV cache take 1 GPU a replica; 2 replicas decode 1234 tokens/s each.",
                "On 8 GPUs at 40 % of peak (no published run on this GPU generation: the median of 3 vision training runs on others), training takes 3.3 hours; vision models are assumed to fit in memory.",
                "The guide's usual pick for this task.",
                "Retiring on 2026-09-30: plan a move.",
                "Retiring: plan a move.",
                "Microsoft deploys new capacity only to NCads_H100_v5: quota for this series may be hard to get.",
                "No local NVMe stated: terabytes of data will be read over the network.",
                "Reservation, 1 year is the cheapest pricing model allowed here.",
                "Misses the 30-day deadline: 6.4 years even on 1 VM, the most this size allows.",
                "A confidential-computing size.",
                "Tensor-parallel over 2 GPUs (64 attention heads divide evenly); a VM holds 4 replicas.",
                "Each replica spans 2 VMs over InfiniBand, tensor-parallel over 8 GPUs in each (128 heads).",
                "On 1/3 GPU at 25 % of peak (assumed: no published run of this kind), training takes 3.0 years; vision models are assumed to fit in memory.",
                "At 20 % of the 1307 TFLOP/s peak (as measured in one published CDNA 3 adapter fine-tuning run), the job takes 30 hours.",
                "At 30 % of the 1307 TFLOP/s peak (as given), the job takes 30 hours.",
                "On 16 VMs a step takes 6.52 s, 0.33 s of it communicating over NVLink and InfiniBand (not overlapped): 95 % of perfect scaling's speed. The global batch of 976 sequences keeps at most 122 VMs (976 GPUs) busy; more add cost, not speed.",
            ]
        );
        let x: Vec<String> =
            exclusions_of_every_kind().iter().map(|x| exclusion(x, Lang::En)).collect();
        assert_eq!(x.first().map(String::as_str), Some("retired on 2025-09-30"));
        assert_eq!(
            x.get(2).map(String::as_str),
            Some(
                "a preview size, never recommended; Microsoft names Standard_NC144ds_xl_RTXPRO6000BSE_v6 in its place"
            )
        );
        assert_eq!(x.get(7).map(String::as_str), Some("no FP8 throughput figure for NVIDIA T4"));
        assert_eq!(x.get(8).map(String::as_str), Some("no BF16 throughput figure for NVIDIA T4"));
        assert_eq!(x.get(12).map(String::as_str), Some("a 1/6 GPU partition cannot hold it"));
        assert_eq!(
            x.get(15).map(String::as_str),
            Some("would run 15 years: longer than the 10 years an estimate covers")
        );
        assert_eq!(
            warning(warnings_of_every_kind().first().unwrap_or_else(|| panic!()), Lang::En),
            "The data ranks Standard_ND96isr_H200_v5 first: $123,456.70 against $150,000.40 for the guide's usual pick Standard_ND96isr_H100_v5 (62 of 80 GB per GPU used)."
        );
        assert_eq!(
            branch(
                &Branch::Task { task: TaskKind::LargePretraining, pick: "ND_H100_v5" },
                Lang::En
            ),
            "large pretraining: the guide's usual pick is ND_H100_v5"
        );
        let values: Vec<String> =
            inputs_of_every_kind().iter().map(|i| input_value(i, Lang::En)).collect();
        assert_eq!(
            values,
            ["fine-tuning", "60", "none", "2.35", "true", "5", "false", "any", "true", "AzureMl"]
        );
    }

    /// Templated Chinese, worked by hand.
    #[test]
    fn chinese_templates_read_naturally() {
        assert_eq!(
            reason(
                &Reason::TrainingFit { gpus: 16, vms: 2, memory_gb: 61.27, usable_gb: 72.0 },
                Lang::Zh
            ),
            "2 台 VM 上的 16 个 GPU 能容纳该任务（每个 GPU 用 61 GB，可用 72 GB）。"
        );
        assert_eq!(
            reason(&Reason::Retiring { on: Date::new(2026, 9, 30) }, Lang::Zh),
            "即将于 2026年9月30日停用：请规划迁移。"
        );
        assert_eq!(
            reason(&Reason::Cheapest { model: PricingModel::Reservation1y }, Lang::Zh),
            "1 年期预留实例是此处允许的最便宜的定价方式。"
        );
        assert_eq!(
            exclusion(
                &Exclusion::NoThroughput { precision: Precision::Fp8, gpu: "NVIDIA T4".into() },
                Lang::Zh
            ),
            "NVIDIA T4 没有 FP8 吞吐量数据"
        );
        assert_eq!(
            warning(warnings_of_every_kind().first().unwrap_or_else(|| panic!()), Lang::Zh),
            "按数据，Standard_ND96isr_H200_v5 排第一：123,456.70 美元；本指南常规推荐的 Standard_ND96isr_H100_v5 为 150,000.40 美元（每个 GPU 使用 62 GB，共 80 GB）。"
        );
        assert_eq!(step_heading(2, Lang::Zh), "第 2 步：预算和周期");
        assert_eq!(
            reasons(&[Reason::ArticlePick, Reason::NoLocalNvme], Lang::Zh),
            "本指南对此类任务的常规推荐。未注明本地 NVMe：TB 级数据将通过网络读取。"
        );
        assert_eq!(
            add_label("Standard_NC24ads_A100_v4", "westeurope", Lang::Zh),
            "加入估算：westeurope 区域的 Standard_NC24ads_A100_v4"
        );
        assert_eq!(pricing(PricingModel::Payg, Lang::En), "payg");
        assert_eq!(pricing(PricingModel::Payg, Lang::Zh), "即用即付");
    }

    /// The deadline beside the ranking and the frontier's points, in both languages.
    #[test]
    fn the_deadline_and_the_frontiers_points_read_plainly() {
        assert_eq!(
            deadline_used(30.0, true, Lang::En),
            "Deadline used: 30 days, assumed because none was given (set it under \"Finish within\")."
        );
        assert_eq!(deadline_used(1.0, false, Lang::En), "Deadline used: 1 day.");
        assert_eq!(deadline_used(1.5, false, Lang::Zh), "所用期限：1.5 天。");
        assert_eq!(deadline_marker(45.0, Lang::En), "45-day deadline");
        // 715 h ÷ 24 = 29.8 days, written "30 days"; 1 VM is singular.
        let cost = Decimal::new(267_706_899, 2);
        assert_eq!(
            frontier_point(78, 715.0, cost, PricingModel::Payg, Lang::En),
            "78 VMs, 30 days, $2,677,068.99 (payg)"
        );
        // 24,563.5 h ÷ 8,760 = 2.8 years.
        assert_eq!(
            frontier_point(1, 24_563.5, cost, PricingModel::Payg, Lang::Zh),
            "1 台 VM，2.8 年，2,677,068.99 美元（即用即付）"
        );
        assert_eq!(
            frontier_summary(("A", "1 VM, 2 days, $1.00 (payg)"), ("B", "x"), Lang::En),
            "Cheapest point: A on 1 VM, 2 days, $1.00 (payg). Fastest point: B on x."
        );
        assert_eq!(
            frontier_summary(("A", "x"), ("A", "x"), Lang::Zh),
            "既最便宜又最快的点：A，x。"
        );
    }

    /// A ranked size's other regions, named in the reader's language with their totals.
    #[test]
    fn a_sizes_other_regions_read_in_both_languages() {
        assert_eq!(region_label("westeurope", "West Europe", Lang::En), "West Europe (westeurope)");
        assert_eq!(region_label("westeurope", "West Europe", Lang::Zh), "西欧（westeurope）");
        assert_eq!(other_regions(1, Lang::En), "1 other region");
        assert_eq!(other_regions(3, Lang::En), "3 other regions");
        assert_eq!(other_regions(3, Lang::Zh), "另外 3 个区域");
        let cost = Decimal::new(123_400, 2);
        assert_eq!(
            other_region("West Europe (westeurope)", cost, PricingModel::Payg, 720.0, Lang::En),
            "West Europe (westeurope): $1,234.00, payg, 30 days"
        );
        assert_eq!(
            other_region("西欧（westeurope）", cost, PricingModel::Payg, 720.0, Lang::Zh),
            "西欧（westeurope）：1,234.00 美元，即用即付，30 天"
        );
    }
}
