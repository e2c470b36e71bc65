### A piece of the CLI's own text.

## Every command.

# Before an error's message on stderr.
error = 错误

# An error reading the standard input.
reading-stdin = 无法读取标准输入

# The data built into the binary does not load.
catalog-invalid = 内置的目录数据无效

# A list of clauses joined with a semicolon: notes and warnings under the estimate table.
# $first is the list so far, $next the item added to it.
semicolon-list = { $first }；{ $next }

# A list of short items joined with a comma: a decision step's inputs. $first is the list so
# far, $next the item added to it.
comma-list = { $first }，{ $next }

# A reader's text quoted in an error; $text is already escaped (quotes and control characters
# as Rust writes them).
quoted = “{ $text }”

# An error reading a file; $path is the file's path as given.
reading = 无法读取 { $path }

# The embedded data does not load; $problems is how many problems its validation found.
catalog-invalid-count = 内置的目录数据无效：发现 { $problems } 个问题

# Before a list of problems, one a line; $n is how many.
problems-count = 共 { $n } 个问题：

# A label with nothing after it but a colon, over a list (the prices a result used); $label is
# the heading's text.
heading = { $label }：

## `gpuplan catalog` and `gpuplan price`.

# After a size that is not in the catalog: where to find the sizes.
try-catalog = 可运行 `gpuplan catalog` 查看所有规格

# No snapshot at all.
no-snapshot = 无

# The catalog table's column: the size's name.
col-size = 规格

# The catalog table's column: the GPU's name.
col-gpu = GPU 型号

# The catalog table's column: GPUs in one VM.
col-gpus = GPU 数量

# The catalog table's column: GPU memory of one VM, in GB.
col-vram = GPU 显存（GB）

# The catalog table's column: vCPUs of one VM.
col-vcpu = vCPU 数量

# The catalog table's column: whether the size has InfiniBand.
col-infiniband = 有无 InfiniBand

# The catalog table's column: the size's lifecycle stage.
col-status = 状态

# The catalog table's price column: Linux pay-as-you-go in US dollars an hour. $region is the
# region (its code in English, its name in Chinese).
payg-column = Linux 即用即付（{ $region }，美元/小时）

# The catalog's last line; $n is how many sizes it listed.
sizes-listed = 共 { $n } 种规格

# `--status` with a stage that does not exist; $quoted is the value given, quoted. The stages are
# the codes the option takes.
not-a-status = { $quoted }不是有效的状态，可选 available、capacity-limited、preview、retiring 或 retired

# `--min-vram` with a value that is not a number of GB; $value is the value given.
not-gb = 请输入以 GB 为单位的数值（收到的是 { $value }）

# `--os` with an OS that does not exist; $quoted is the value given, quoted.
not-an-os = { $quoted }不是有效的操作系统，只能是 linux 或 windows

# `--model` with a pricing model that does not exist; $quoted is the value given, quoted, and
# $names the codes the option takes, as a list.
not-a-model = { $quoted }不是有效的计费方式，可选：{ $names }

# A pricing model as the CLI names it in a price's subject: its code in English (the value
# `--model` takes), its name in Chinese. Pay-as-you-go.
model-payg = 即用即付

# A pricing model in a price's subject: Spot.
model-spot = Spot 虚拟机

# A pricing model in a price's subject: low priority.
model-low-priority = 低优先级虚拟机

# A pricing model in a price's subject: a 1-year savings plan.
model-savings-plan-1y = 1 年期节省计划

# A pricing model in a price's subject: a 3-year savings plan.
model-savings-plan-3y = 3 年期节省计划

# A pricing model in a price's subject: a 1-year reservation.
model-reservation-1y = 1 年期预留实例

# A pricing model in a price's subject: a 3-year reservation.
model-reservation-3y = 3 年期预留实例

# A pricing model in a price's subject: Dev/Test pricing.
model-dev-test = 开发/测试定价

# What a price is for: $size (the size's name), $region (its code in English, "name (code)" in
# Chinese), $os and $model (as the CLI names them).
price-subject = { $size }，{ $region }，{ $os }，{ $model }

# What `gpuplan price` without `--model` is for: the size, region and OS, as in price-subject.
price-list-subject = { $size }，{ $region }，{ $os }

# The first line of `gpuplan price` without `--model`: $subject (price-list-subject) and how
# many pricing models ($n) the snapshot prices for it.
price-list-heading = { $subject }：快照中有 { $n } 种计费方式的价格

# `gpuplan price`: an hourly price. $subject is what it is for (empty in the table of every
# pricing model, where the line starts with the colon), $price the snapshot's exact figure and
# $currency the currency (its code in English, its name in Chinese).
price-per-hour = { $subject }：{ $price } { $currency }/小时

# `gpuplan price`: a reservation's price for its whole term, as in price-per-hour.
price-whole-term = { $subject }：整个期限共 { $price } { $currency }

# Under a term's price: the price spread over the term's $hours, rounded for display ($hourly),
# in $currency.
hourly-over-term = ≈ { $hourly } { $currency }/小时（按 { $hours } 小时分摊）

# A price's date and source, when the price is older than the limit: $date the snapshot's date,
# $days its age in days, $limit the age after which a price counts as old, $source the source's
# title.
as-of-old = 快照日期 { $date }（距今 { $days } 天，超过 { $limit } 天，请核对当前价格）；来源：{ $source }

# A price's date and source, when it is recent: $date the snapshot's date, $source the source's
# title.
as-of = 快照日期 { $date }；来源：{ $source }

# `gpuplan price` when the snapshot has no such price: $subject what was asked for, $newest the
# newest snapshot searched (a date, or no-snapshot).
price-not-found = { $subject }：暂无价格（所查最新快照：{ $newest }）

## `gpuplan estimate`.

# A snapshot price without a date.
undated = 未注明日期

# A price the reader gave.
user-price = 你填写的价格

# An estimate without lines.
no-lines = 估算中没有任何费用项

# The estimate table's column: what the line is.
col-line = 费用项

# The estimate table's column: the monthly cost.
col-monthly = 每月

# The estimate table's column: the cost paid up front.
col-up-front = 预付

# A table's column: the total cost (the estimate, the ranking, the cost-against-time table).
col-total = 合计

# The estimate table's column: where the line's price came from.
col-price-from = 价格来源

# Where an estimate line's price came from: a snapshot, $source the source's short name (never
# its key) and $date the snapshot's date.
origin-snapshot = { $source }，截至 { $date }

# Where an estimate line's price came from: a snapshot without a date; $source is the source's
# short name.
origin-undated = { $source }（未注明日期）

# The estimate table's total row; $months is the estimate's term in months.
total-over = { $months } 个月合计

# Under the estimate table: the compute cost per VM-hour; $amount is money.
per-vm-hour = 每台虚拟机每小时的实际计算费用：{ $amount }

# Under the estimate table: a line's notes; $index is the line's number, $notes its notes as a
# semicolon-list.
line-notes = 第 { $index } 行备注：{ $notes }

# Under the estimate table: a line's price warnings; $index is the line's number, $warnings its
# warnings as a semicolon-list.
line-warnings = 第 { $index } 行警告：{ $warnings }

# How an estimate in another currency was converted, when the currency has no name but its code:
# $rate units of $code per US dollar.
converted = 由美元换算，汇率：每美元兑 { $rate } { $code }

# How an estimate in another currency was converted, when the currency has a name in the
# reader's language ($name; $code is its code).
converted-named = 由美元换算，汇率：每美元兑 { $rate } { $name }（{ $code }）

# The estimate's problems, before their list; $n is how many.
estimate-problems = 估算有 { $n } 个问题：

## `gpuplan recommend` and `gpuplan size`.

# A step's rule.
step-rule = 判断规则

# A step's inputs.
step-inputs = 输入

# A step's branch.
step-branch = 所在分支

# A step's warning.
step-note = 提示

# A step's heading: $n is the step's number, $title its title.
step = 第 { $n } 步：{ $title }

# A step's rule line, its label padded to eight columns in English; $value is the rule.
step-rule-line = 判断规则：{ $value }

# A step's inputs line; $value is its inputs as a comma-list.
step-inputs-line = 输入：{ $value }

# A step's branch line; $value is the branch the answers took and where the guide explains it.
step-branch-line = 所在分支：{ $value }

# A step's warning line; $value is the warning.
step-note-line = 提示：{ $value }

# Where a step is explained, after the step's branch: $path is the section of the guide in the
# reader's language.
see-guide = （见 { $path }）

# The ranking's column: the rank.
col-rank = 排名

# The ranking's column: the region.
col-region = 区域

# A table's column: how many VMs (the ranking, the cost-against-time table).
col-vms = 虚拟机数量

# A table's column: how many GPUs in all.
col-gpu-count = GPU 数量

# A table's column: the pricing model.
col-model = 计费方式

# A table's column: how long the work takes.
col-time = 用时

# An unknown `--preset`: $quoted is the value given, quoted; $list the presets there are.
unknown-preset = 没有名为{ $quoted }的模型预设；可用的预设：{ $list }

# The heading of a size's cost-against-time table: $size in $region.
frontier-heading = 成本与用时：{ $region }的 { $size }

# After the ranking: $pairs feasible size and region pairs, $left sizes left out (their list
# follows, one a line).
feasible = 共 { $pairs } 个可行的规格与区域组合；排除了 { $left } 个规格：

# `--params` without a value: what to type.
give-params = 请给出模型的参数量，例如 700亿 或 70B

# `--tokens` without a value: what to type.
give-tokens = 请给出训练用的 token 数，例如 2万亿 或 2T

# `gpuplan size`'s compute line; $flops is the training compute in floating-point operations,
# in scientific form.
flops-line = 训练计算量：{ $flops } 次浮点运算

# `gpuplan size`'s memory line: each part on one GPU in GB ($weights, $gradients, $optimizer,
# $activations) and their $total.
memory-line = 单个 GPU 的显存：权重 { $weights } GB，梯度 { $gradients } GB，优化器状态 { $optimizer } GB，激活 { $activations } GB；合计 { $total } GB

# `gpuplan size`'s row for one accelerator after its name, aligned: the fewest GPUs ($gpus), GB
# on each ($gb, padded), the time ($time, padded) and the MFU assumed ($mfu, a whole percentage).
size-row = 最少 GPU 数 { $gpus }  每个 GPU 占用 { $gb } GB  { $time }（MFU { $mfu }%）

# The line under `gpuplan size`'s table: how right its times have been ($band, the error band).
accuracy-line = 用时误差：{ $band }

# `--layers`, `--hidden` or `--heads` without the others.
shape-needs-all = 模型形状需要同时给出 --layers、--hidden 和 --heads

# `--images` without a value (cv-training): what to type.
give-images = 请给出数据集的图片数量，例如 128万

# `--epochs` without a value (cv-training): what to type.
give-epochs = 请给出训练轮数（遍历数据集的次数），例如 90

# `--rank` without adapters.
rank-needs-adapters = 只能与 --method lora 或 --method qlora 一起使用

# A `--json-file` that is not JSON; $message is the JSON reader's message.
not-json = 不是有效的 JSON（{ $message }）

# A job flag given with a workload file; $path is the file.
file-or-flags = 任务已从 { $path } 读取；请在该文件中设置此项，或者只用命令行参数给出任务

# A job flag the task does not use; $task is the task's name.
not-for-task = 不适用于 --task { $task }

# `--gpu` matching no accelerator; $quoted is the value given, quoted.
no-gpu-matches = 没有哪个加速器的键名或名称与{ $quoted }匹配

# The model's shape, as given: $layers layers, $hidden the hidden size, $heads attention heads,
# $kv key-value heads.
shape-given = 模型形状：{ $layers } 层，隐藏维度 { $hidden }，{ $heads } 个注意力头，{ $kv } 个 KV 头

# The model's shape, derived from the parameter count; as in shape-given.
shape-assumed = 模型形状：{ $layers } 层，隐藏维度 { $hidden }，{ $heads } 个注意力头，{ $kv } 个 KV 头（由参数量推算）

# The 8-bit Adam optimizer.
optimizer-adam-8bit = 8 位 Adam

# No sharding of the model's state.
sharding-none = 无

# Fine-tuning: every parameter trained.
full-training = 全参数训练

# LoRA adapters of $rank.
lora = LoRA（秩 { $rank }）

# QLoRA adapters of $rank.
qlora = QLoRA（秩 { $rank }）

# The MFU when none is given: each GPU generation's calibrated one.
mfu-calibrated = MFU 按各代 GPU 分别校准

# Activation checkpointing is on.
checkpointing-on = 开启

# Activation checkpointing is off.
checkpointing-off = 关闭

# The training job `gpuplan size` and `recommend` used: every option with its value, given or
# default. $precision, $optimizer, $sharding, $checkpointing (on/off), $seq (tokens in a
# sequence), $batch (the micro-batch), $method (full training, LoRA or QLoRA), $mfu and $shape.
training-job-line = 所用设置：精度 { $precision }，优化器 { $optimizer }，分片 { $sharding }，激活检查点{ $checkpointing }，序列长度 { $seq } 个 token，每个 GPU 的微批大小 { $batch }，{ $method }，{ $mfu }；{ $shape }

# The inference job used: $precision of the weights, $context tokens, $concurrent requests,
# $hours a month for $months months, then $targets (any of target-tokens and target-latency,
# or nothing) and the model's $shape.
inference-job-line = 所用设置：权重精度 { $precision }，上下文 { $context } 个 token，并发请求 { $concurrent } 个，每月运行 { $hours } 小时，共 { $months } 个月{ $targets }；{ $shape }

# In inference-job-line: the throughput asked for, $tokens tokens a second in all.
target-tokens = ，总吞吐至少每秒 { $tokens } 个 token

# In inference-job-line: the latency asked for, a decode step within $ms milliseconds.
target-latency = ，每个解码步不超过 { $ms } 毫秒

# `gpuplan size --task inference`'s memory line: one replica's $weights and $kv cache in GB,
# and their $total.
replica-memory-line = 单个副本的显存：权重 { $weights } GB，KV 缓存 { $kv } GB；合计 { $total } GB

# `gpuplan size --task inference`'s row for one accelerator after its name: $gpus a replica,
# $replicas, $gb on each GPU (padded), $decode and $prefill tokens a second.
inference-row = 每个副本 { $gpus } 个 GPU，共 { $replicas } 个副本，每个 GPU 占用 { $gb } GB，解码每秒 { $decode } 个 token，预填充每秒 { $prefill } 个 token

## `gpuplan spot`.

# The export's date as the reader gave it.
as-given = 由你给出

# The export's date from the file.
file-last-change = 取自文件的最后修改时间

# `--date` without `--evictions`.
date-needs-export = 只能与 --evictions FILE 一起使用

# `gpuplan spot`'s first line: $title is the calculator's title, $size and $region what it
# prices, $work the GPU-hours and $vms the VMs, as given.
spot-heading = { $title }：{ $region }的 { $size }，工作量 { $work } GPU 小时，{ $vms } 台虚拟机

# Where the reader's export came from, with its date: $path, $date and $from (where the date
# came from: as-given or file-last-change).
export-dated = { $path }，日期 { $date }（{ $from }）

# Where the reader's export came from, without a date; $path is the file.
export-undated = { $path }，未注明日期

# The eviction rate from the reader's export: $band (the export's band, as in 20+%) for $sku in
# $location, and $origin (export-dated or export-undated).
rate-from-export = 逐出率：{ $location }的 { $sku } 属于 { $band } 区间，取自你的 Resource Graph 导出（{ $origin }）

# Terms shared by the band-plan messages: the chance within an hour ($pct, a whole percentage),
# the rate ($rate evictions per VM-hour), the band's range ($range: band-range or
# band-range-open) and the mean time between interruptions ($mtbi hours).
-band-figures = { $pct }%，即每台虚拟机每小时逐出 { $rate } 次（区间：{ $range }）；平均每台虚拟机每 { $mtbi } 小时中断一次

# The plan at the band's upper end; the figures as in -band-figures.
band-plan-high = 按区间上限规划：一小时内被逐出的概率为 { -band-figures }

# The plan at the band's lower end.
band-plan-low = 按区间下限规划：一小时内被逐出的概率为 { -band-figures }

# The plan at the lower end of a band without an upper one: the chance is at least $pct.
band-plan-at-least = 按区间下限规划（该区间没有上限）：一小时内被逐出的概率至少为 { -band-figures }

# A band's range of evictions per VM-hour: from $low to $high.
band-range = { $low } 到 { $high }

# A band's range without an upper end: from $low.
band-range-open = { $low } 起，无上限

# The eviction rate as typed ($rate, per VM-hour).
rate-as-given = 逐出率：每台虚拟机每小时 { $rate }，按你给出的值

# The eviction rate as typed ($rate) when the reader's export ($rows rows) has none for $size in
# $region.
rate-as-given-not-in-export = 逐出率：每台虚拟机每小时 { $rate }，按你给出的值；你的导出共有 { $rows } 行，但其中没有{ $region }的 { $size }

# A duration as `gpuplan spot` writes it: $hours with two decimals.
hours-two = { $hours } 小时

# A price a result used: $what (which price), $price (the snapshot's exact figure, US dollars an
# hour), $date the snapshot's date and $source the source's short name (never its key).
price-used-line = 所用价格：{ $what }：{ $price } 美元/小时（快照日期 { $date }，来源：{ $source }）

# An export too large to read: $path, its size ($bytes) and the most that is read ($max), in
# bytes.
export-too-large = { $path } 大小为 { $bytes } 字节，最多只读取 { $max } 字节（请在查询中只筛选你需要的区域或规格）

## `gpuplan check`.

# The chapter's title.
title = 标题

# A diagnostic: raw HTML at $line, shown as text ($html). The English is the core's.
diag-raw-html = 第 { $line } 行：原始 HTML 按文本显示：{ $html }

# A diagnostic: a link at $line whose scheme is not allowed ($url), dropped.
diag-unsafe-link = 第 { $line } 行：链接协议不受支持，已删除链接：{ $url }

# A diagnostic: an image at $line ($url), not rendered.
diag-image = 第 { $line } 行：图片不会显示：{ $url }

# A diagnostic: a heading at $line whose anchor (#$anchor) another heading has.
diag-duplicate-anchor = 第 { $line } 行：锚点 #{ $anchor } 重复

# A diagnostic: a `{{` at $line that is not a directive ($text).
diag-bad-directive = 第 { $line } 行：不是有效的指令：{ $text }

# A diagnostic: containers nested deeper than $levels levels, flattened.
diag-too-deep = 第 { $line } 行：嵌套超过 { $levels } 层的部分已展平

# A diagnostic: a calculator's parameter at $line that is not `key = value` ($text).
diag-bad-calculator-param = 第 { $line } 行：计算器参数不是 `key = value` 形式：{ $text }

# `gpuplan check`'s failure; $n is how many diagnostics it found.
diagnostics-count = 发现 { $n } 个问题

## `gpuplan calc`.

# A field without a default in `--fields`.
empty = 无默认值

# A calculator's argument that is not `key=value`; $quoted is the argument, quoted.
not-a-pair = { $quoted }不是 key=value 形式

# A key the calculator lacks: $quoted the key, quoted; $calc the calculator's name.
unknown-key = { $quoted }不是 { $calc } 计算器的字段（可运行 `gpuplan calc { $calc } --fields` 查看）

# A value longer than a field keeps; $max is the most characters it keeps.
too-long = 超过 { $max } 个字符

# In `--fields`, after a choice field: its $values, as a list.
values-clause = ；可选值：{ $values }

## `gpuplan analyze`.

# `--json-file` that is not a JSON object.
not-an-object = 应为由字段组成的 JSON 对象，例如 {"{"}"months": 24{"}"}

# A field's JSON value that is not text, a number or true/false.
not-a-value = 应为文本、数字或 true/false

# `gpuplan calc NAME --help`: the positional KEY=VALUE arguments.
calc-pairs-help = 以 key=value 形式设置字段，与页面地址中的写法相同（如 work=4k）；同一字段同时以 --字段 选项给出时，以选项为准
# `gpuplan calc NAME --help`: the `--fields` flag.
calc-fields-help = 列出计算器的字段及其默认值，不进行计算
# `gpuplan calc NAME --help`: the `--json` flag.
calc-json-help = 以 JSON 格式输出完整结果，代替逐行结果
# `gpuplan analyze NAME --help`: the `--json-file` option.
analyze-json-file-help = 以 JSON 对象给出字段，键名与 `gpuplan calc NAME --fields` 列出的相同（{"{"}"size": "Standard_NC40ads_H100_v5", "months": 24{"}"}）；- 表示从标准输入读取。数字按对应选项读取其文本的方式读取："idle": 25 即 25%
