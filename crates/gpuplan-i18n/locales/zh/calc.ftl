### A piece of the calculators' text.

## The form.

# The calculator's place when the catalog failed to load.
catalog-not-loaded = 规格目录加载失败，此计算器无法运行。

# Beside an embedded calculator's title: the link to its own page.
open-own-page = （在单独页面中打开）

# The form's reset button.
reset-defaults = 恢复默认值

# Above the last good result while a field is wrong.
stale-note = 当前显示的是上一次的有效结果；改正标出的字段后即会更新。

# In place of a result before any valid one.
waiting = 填写标出的字段后即可看到结果。

## The calculators' index page.

# The index page's heading.
index-title = 计算器

# The index page's lede.
index-lede = 每个计算器都按目录中的价格和规格计算；设置保存在网址里（打开同一链接会看到相同的结果），也保存在你的浏览器中；断网也能使用。

# The index page's last line: the link to the wizard.
decision-wizard = 选型向导

# The index page's last line: the link to the estimate builder.
estimate-builder = 费用估算

## Shared by the results.

# The box of prices a result used.
prices-used = 所用价格

# Closes a price line's parenthesis.
close-paren = ）

# A price line's link to its source, before the source's key.
source-word = 来源

# Memory part: the model's weights.
weights = 权重

# Memory part: the gradients.
gradients = 梯度

# Memory part: the optimizer's state.
optimizer-state = 优化器状态

# Memory part: activations (training).
activations = 激活

# Memory part: the KV cache (inference).
kv-cache = KV 缓存

# Figure: time.
time = 时长

# Figure: pay-as-you-go cost.
payg-cost = 即用即付费用

# Figure: compute of a training run.
training-compute = 训练计算量

# A figure: the efficiency a training time assumes.
efficiency = 假定效率

# A figure: how right predicted times have been.
accuracy = 时长和费用的误差

# Chart axes: months.
months = 月数

# Chart axis: cumulative cost.
cumulative-cost-usd = 累计费用（美元）

# Chart markers: where two options cost the same.
break-even-marker = 盈亏平衡点

# The unit of money in charts.
unit-usd = 美元

## Training and fine-tuning.

# Figure: GPUs, rounded up to whole VMs.
gpus-whole-vms = GPU 数（按整台虚拟机）

# Figure and chart title: memory per GPU.
memory-per-gpu = 每个 GPU 的显存

## Vision training.

# Figure: GPUs.
gpus = GPU 数

# Chart title: the model's state against a GPU's memory.
model-state-per-gpu = 每个 GPU 上的模型状态（激活值取决于批大小，图中未计入）

## Inference.

# Figure: GPUs of one replica.
gpus-per-replica = 每个副本的 GPU 数

# Figure: memory.
memory = 显存

# Figure: decode throughput.
decode = 解码

# Figure: prefill throughput.
prefill = 预填充

# Figure: monthly pay-as-you-go cost.
payg-cost-month = 每月即用即付费用

# Chart title: one replica's memory.
memory-of-replica = 单个副本的显存

## Spot.

# Figure and series: the expected Spot cost.
expected-spot-cost = Spot 虚拟机预期费用

# Figure: pay-as-you-go without interruptions.
payg-uninterrupted = 即用即付费用（不中断）

# Figure: the work's time without interruptions.
work-time-uninterrupted = 不中断时的工作时长

# Figure and series: the expected time on Spot.
expected-spot-time = Spot 虚拟机的预期时长

# Figure: Young's checkpoint interval.
checkpoint-young = 检查点间隔（Young）

# Figure: Daly's checkpoint interval.
checkpoint-daly = 检查点间隔（Daly）

# Figure: the eviction rate above which Spot costs more.
spot-stops-paying = Spot 虚拟机划算的逐出率上限

# That figure when Spot never costs less.
never-cheaper = 即使没有逐出也不比即用即付便宜

# Chart marker: the rate in the form.
your-rate = 你的逐出率

# Chart title.
spot-cost-chart = 预期费用随逐出率的变化

# Chart title.
spot-time-chart = 预期时长随逐出率的变化

# Chart axis.
evictions-axis = 每台虚拟机每小时的逐出率（%）

# Chart axis.
cost-usd = 费用（美元）

# Chart axis.
wall-time-hours = 实际耗时（小时）

# Where the rate came from: pasted text.
from-pasted = 粘贴的文本

# Where the rate came from: the export has no date.
date-not-given = 未注明日期

## Break-even.

# Figure: pay-as-you-go for a whole month.
payg-all-month = 即用即付（整月使用）

# A commitment that never costs less.
never-at-any-use = 任何利用率下都不划算

# The notice when the snapshot prices no commitment here.
no-commitment = 快照中没有该规格在此区域的节省计划或预留实例价格，因此只画出即用即付。可以换一个欧洲区域试试，快照中有那里的 1 年期节省计划价格。

# Chart marker: the month a commitment starts to pay.
pays-from-here = 从此开始划算

# Chart title.
utilisation-chart = 每月费用随利用率的变化

# Chart axis.
utilisation-axis = 利用率（小时占比，%）

# Chart axis.
cost-per-month-usd = 每月费用（美元）

# Chart title.
months-chart = 全天候使用时累计费用随月数的变化

## Mixed fleet.

# Figure and series: the reserved base.
reserved-base = 承诺基数

# Figure and bar title's start: VM-hours a month.
vm-hours-month = 每月虚拟机小时数

# Figure: the month's cost.
cost-month = 每月费用

# Figure: all on pay-as-you-go.
all-payg = 全部即用即付

# Figure: the saving.
saving = 节省

# Series: demand.
demand = 需求

# Series: the exceedance curve.
exceed-series = 至少需要 k 台虚拟机的小时占比

# Bar part and marker: reserved.
reserved = 承诺基数

# Chart marker: the reserved base.
reserved-marker = 承诺基数

# Chart title.
demand-chart = 每日需求与承诺基数

# Chart axis.
hour-of-day = 一天中的时刻

# Chart axis.
vms = 虚拟机数量

# Chart title.
exceed-chart = 需求达到各台数的时间占比

# Chart axis.
vms-k = 虚拟机数量（k）

# Chart axis.
hours-at-least-k = 需求 ≥ k 的小时占比（%）

# Bar title.
hours-by-purchase = 每月虚拟机小时数（按计费方式）

# Bar unit.
vm-hours-unit = 虚拟机小时

# The note under the charts.
fleet-note = 承诺基数按 1 年期节省计划的价格计算；无论是否使用，每小时都要付费。

## Buy or rent.

# Figure: the hardware price.
hardware = 硬件

# Figure: owning per month.
owning-monthly = 自购每月成本（折旧加运行）

# Figure: running per month.
running-monthly = 每月运行成本（电费和托管）

# Buying never costs less.
never-pays-back = 购买永远无法回本

# Series: buying.
buying-series = 购买（先付硬件，再付运行成本）

# Chart title.
buy-chart = 购买与租用的累计费用

## Governance.

# Figure.
auto-shutdown-idle = 空闲时段自动关机

# Figure.
hot-to-cool = 将数据从热层移到冷层

# Figure.
delete-snapshots = 删除旧快照

# Figure.
saved-per-month = 每月节省

# Bar part.
auto-shutdown = 自动关机

# Bar part.
tiering = 存储分层

# Bar part.
snapshots = 快照

# Bar title.
savings-chart = 各项措施的每月节省

## The Spot calculator's eviction-rate export.

# The box's legend.
evictions-legend = 使用你自己的 Resource Graph 导出中的逐出率（可选）

# The text box's label.
export-label = 导出文件（JSON 或 CSV）

# The name of the text box in its error.
export-short = 导出文件

# The file chooser's label.
choose-file = 或选择文件

# The date field's label.
export-date = 导出日期

# The status without an export.
no-export = 未提供导出文件，使用你输入的逐出率。

# The button that forgets the export.
forget-export = 清除导出

# Where the export came from: the text box.
the-text-above = 上面的文本

# The export is too large to store.
too-large-to-keep = 文件太大，无法保存在此浏览器中；下次需要重新选择。

## Downloads.

# A download without a document.
no-document = 没有文档对象

# A download without a link element.
no-anchor = 无法创建链接元素

# A download outside a browser.
needs-browser = 下载需要在浏览器中进行

## The calculators' titles and blurbs.

# The training calculator's title.
title-training = 训练：显存、GPU 数、时长和费用

# What the training calculator answers.
blurb-training = 装下模型的训练状态需要多少个 GPU，训练要跑多久，要花多少钱。

# The fine-tuning calculator's title.
title-fine-tuning = 微调：显存、GPU 数、时长和费用

# What the fine-tuning calculator answers.
blurb-fine-tuning = 用 LoRA、QLoRA 或全参数微调时所需的显存、GPU 数、时长和费用。

# The vision-training calculator's title.
title-cv = 视觉模型训练：时长和费用

# What the vision-training calculator answers.
blurb-cv = 在某个规格上训练视觉模型需要多久、要花多少钱。

# The inference calculator's title.
title-inference = 推理：显存、GPU 数、吞吐量和费用

# What the inference calculator answers.
blurb-inference = 部署一个模型（含 KV 缓存）需要多少个 GPU，每秒能处理多少 token，每月费用多少。

# The Spot calculator's title.
title-spot = Spot 虚拟机（计入逐出）

# What the Spot calculator answers.
blurb-spot = 计入逐出、检查点和重启之后 Spot 虚拟机的实际费用，并给出 Young 和 Daly 两种检查点间隔。

# The break-even calculator's title.
title-break-even = 承诺用量的盈亏平衡点

# What the break-even calculator answers.
blurb-break-even = 按利用率和使用月数，看节省计划或预留实例何时比即用即付更划算。

# The mixed-fleet calculator's title.
title-mixed-fleet = 混合机群：承诺基数、Spot 虚拟机和即用即付

# What the mixed-fleet calculator answers.
blurb-mixed-fleet = 把一天中有起伏的需求分配给承诺基数、Spot 虚拟机和即用即付，怎样分最省钱。

# The buy-or-rent calculator's title.
title-buy-or-rent = 购买还是租用

# What the buy-or-rent calculator answers.
blurb-buy-or-rent = 自购 GPU 与租用相比：累计费用，以及购买在第几个月回本。

# The governance calculator's title.
title-governance = 成本治理

# What the governance calculator answers.
blurb-governance = 自动关机、存储分层和快照清理每月能省多少钱。

## The calculators' field labels.

# Field: the model's parameters (training, fine-tuning, inference).
label-params = 参数量

# Field: the VM size.
label-size = 虚拟机规格

# Field: the Azure region.
label-region = 区域

# Field: how the training state is sharded across GPUs.
label-sharding = 分片

# Field: activation checkpointing on or off.
label-checkpointing = 激活检查点

# Field: the sequence length, in tokens.
label-seq-len = 序列长度

# Field: model FLOPs utilisation.
label-mfu = MFU（模型算力利用率）

# Field: the number of VMs.
label-vms = 虚拟机数量

# Field: the training precision.
label-precision = 精度

# Field: the tokens a pretraining run reads.
label-training-tokens = 训练 token 数

# Field: the tokens a fine-tuning run reads.
label-tokens = token 数

# Field: the fine-tuning method (LoRA, QLoRA, full).
label-method = 微调方法

# Field: the LoRA adapter's rank.
label-rank = 适配器秩

# Field: the vision model.
label-model = 模型

# Field: images in the dataset.
label-images = 图像数

# Field: passes over the dataset.
label-epochs = 训练轮数

# Field: the precision of the served weights.
label-weights = 权重精度

# Field: the context each request holds, in tokens.
label-context = 每个请求的上下文长度

# Field: requests served at once.
label-concurrent = 并发请求数

# Field: hours a month the service runs.
label-hours-month = 每月运行小时数

# Field: the work, in GPU-hours without interruptions.
label-work = 工作量

# Field: VMs in one Spot job.
label-vms-in-job = 作业中的虚拟机数量

# Field: evictions per VM-hour.
label-eviction-rate = 逐出率

# Field: how long writing a checkpoint takes.
label-checkpoint-time = 检查点写入时间

# Field: how long a restart takes.
label-restart-time = 重启时间

# Field: the months the break-even chart shows.
label-months-to-chart = 图表显示的月数

# Field: VMs needed in each hour of a day.
label-daily-demand = 每日需求

# Field: the share of the hours above the committed base run on Spot.
label-spot-share = 其余部分中 Spot 虚拟机的比例

# Field: the VM size renting is priced at.
label-size-to-rent = 租用的虚拟机规格

# Field: the price of the hardware bought.
label-hardware-price = 硬件价格

# Field: servers and network on top of the GPUs.
label-overhead = 服务器和网络

# Field: the hardware's power draw.
label-power = 功耗

# Field: power usage effectiveness.
label-pue = PUE（电能使用效率）

# Field: the price of electricity.
label-kwh = 电价

# Field: hosting costs a month.
label-hosting = 每月托管费

# Field: the depreciation period.
label-depreciation = 折旧年限

# Field: the share of hours the hardware works.
label-utilisation = 利用率

# Field: the region whose storage prices are used.
label-storage-region = 区域（用于存储价格）

# Field: the reader's compute bill a month.
label-compute-bill = 每月计算费用

# Field: the share of compute hours that are idle.
label-idle = 空闲比例

# Field: data to move from the Hot to the Cool tier.
label-tier-gb = 移到冷层的数据量

# Field: snapshots to delete, in GB.
label-snapshot-gb = 要删除的快照

## The calculators' field hints, in what a Chinese reader types: 万 and 亿, 分钟 and 小时.

# Hint: parameter counts of large models.
hint-params-large = 例如 70亿、700亿、4050亿

# Hint: pretraining token counts.
hint-training-tokens = 例如 3000亿、2万亿

# Hint: the unit of a sequence length or context.
hint-seq-tokens = 单位：token

# Hint: what MFU means and what leaving it empty does (training, fine-tuning).
hint-mfu = 训练能达到的峰值算力比例；留空则按该 GPU 公开的训练实测数据校准

# Hint: the training calculator's VMs.
hint-training-vms = 留空则取能装下模型的最少台数；台数越多，完成越快

# Hint: parameter counts of models to fine-tune or serve.
hint-params = 例如 80亿、700亿

# Hint: fine-tuning token counts.
hint-tuning-tokens = 微调用的 token 数，例如 1亿

# Hint: the methods that use an adapter rank.
hint-rank = 仅用于 LoRA 和 QLoRA

# Hint: the fine-tuning calculator's VMs.
hint-tuning-vms = 留空则取能装下模型的最少台数

# Hint: images in the dataset.
hint-images = 数据集中的图像数，例如 128万

# Hint: what MFU means for vision training.
hint-cv-mfu = 能达到的峰值算力比例；留空则按该 GPU 公开的视觉训练实测数据校准

# Hint: the range of hours a month.
hint-hours-month = 1 到 744

# Hint: the work in GPU-hours.
hint-work = 不中断时所需的 GPU 小时数，例如 4000

# Hint: why the VMs in a job matter.
hint-vms-in-job = 其中任何一台被逐出，作业都会中断

# Hint: the eviction rate's unit.
hint-eviction-rate = 每台虚拟机每小时，例如 5%

# Hint: a checkpoint's write time.
hint-checkpoint-time = 例如 10 分钟或 0.2 小时

# Hint: what a restart takes.
hint-restart-time = 换一台新虚拟机并重新加载所需的时间，例如 15 分钟

# Hint: the range of months to chart.
hint-months-to-chart = 1 到 120

# Hint: how to write the daily demand.
hint-daily-demand = 一天中每小时需要的虚拟机数量，1 到 24 个值，按 30 天重复

# Hint: what the Spot share is a share of.
hint-spot-share = 指超出承诺基数的小时；其余用即用即付

# Hint: the hardware price and its default.
hint-hardware-price = 美元；留空则使用目录中这些 GPU 的市场价

# Hint: the overhead's unit.
hint-overhead = GPU 之外的费用，美元

# Hint: the power draw's unit and default.
hint-power = 单位瓦；留空则使用目录中这些 GPU 的 TDP

# Hint: what PUE is, and its range.
hint-pue = 设施总功耗 ÷ IT 设备功耗，1.0 到 5.0

# Hint: the electricity price is the reader's own.
hint-kwh = 每千瓦时的美元价格，请填写你的实际电价；gpuplan 没有这项数据的来源

# Hint: what hosting covers.
hint-hosting = 美元：机架、人员、技术支持

# Hint: the depreciation's unit and range.
hint-depreciation = 单位年，1 到 20

# Hint: what utilisation means.
hint-utilisation = 硬件运行时间的占比

# Hint: the compute bill is the reader's own.
hint-compute-bill = 美元，按你的实际账单填写

# Hint: what the idle share is a share of.
hint-idle = 自动关机可省去的计算小时占比

# Hint: the tiered data's unit.
hint-tier-gb = 单位 GB，例如 5万

# Hint: the snapshots' unit.
hint-snapshot-gb = 单位 GB

## The labels of choices.

# Choice: shard weights, gradients and optimizer state.
choice-zero-3 = ZeRO-3 / FSDP（权重、梯度、优化器状态）

# Choice: shard gradients and optimizer state.
choice-zero-2 = ZeRO-2（梯度、优化器状态）

# Choice: shard the optimizer state.
choice-zero-1 = ZeRO-1（优化器状态）

# Choice: no sharding.
choice-no-sharding = 不分片

# Choice: on.
choice-on = 开启

# Choice: off.
choice-off = 关闭

# Choice: fine-tune every weight.
choice-full = 全参数微调

## Storage items a price line names.

# Blob storage, Hot tier.
storage-blob-hot = Blob 存储热层

# Blob storage, Cool tier.
storage-blob-cool = Blob 存储冷层

# Snapshots on standard HDD.
storage-snapshot-hdd = 标准 HDD 快照

## Pieces placed around other text.

# Between a calculator's title and its blurb on the index page.
index-separator = ：

# The index page's last line, before the link to the wizard.
see-also-before = 另请参阅

# The index page's last line, between the two links.
see-also-between = 和

# The index page's last line, after the link to the estimate builder.
see-also-after = 。

# The eviction-rate box's hint, before the query shown as code.
evictions-hint-before = Azure 只向已登录的用户显示逐出率区间。请在 Resource Graph 资源管理器中运行 SpotResources 逐出率查询，把结果下载为 CSV（或保存{ " " }

# The eviction-rate box's hint, after the query shown as code.
evictions-hint-after = { " " }的输出），粘贴到这里或选择该文件。如果其中有上面所选规格和区域的数据，就用该行的区间代替你输入的逐出率。导出内容只保存在此浏览器中。

## Sentences with figures.

# A name and its value.
labelled = { $name }：{ $value }

# Two sentences one after the other: no space between them in Chinese.
then = { $first }{ $next }

# An option of a catalog list that the catalog lacks.
not-in-catalog = 不在目录中：{ $value }

# What a price line names for a VM.
price-what-vm = { $model }，{ $size }，{ $region }

# What a price line names for storage.
price-what-storage = { $item }，{ $region }，每 GB 每月

# A price line's start; the amount is in US dollars.
price-line = { $what }：{ $amount } 美元（快照日期 { $date }，

# A price line's mark when its snapshot is old.
older-than = 距今已超过 { $days } 天，

# A training run's GPUs, rounded up to whole VMs.
gpus-on-vms = { $vms } 台虚拟机，共 { $gpus } 个 GPU

# A replica's GPUs and the VMs they are on.
replica-gpus = { $gpus } 个（{ $vms } 台虚拟机）

# Memory per GPU against the usable memory.
gb-of-usable = 可用 { $usable } GB 中用了 { $total } GB

# A replica's memory across its GPUs, and each GPU's usable memory.
replica-memory = 副本各 GPU 合计 { $total } GB（每个 GPU 可用 { $usable } GB）

# A memory chart's limit line.
usable-gb = 可用 { $gb } GB

# Floating-point operations.
flops = { $n } 次浮点运算

# Decode throughput across all requests.
decode-rate = 所有请求合计每秒 { $n } 个 token

# Prefill throughput.
prefill-rate = 每秒 { $n } 个 token

# The Spot verdict when Spot costs less.
spot-saves = 按当前逐出率，Spot 虚拟机比即用即付省 { $amount }。

# The Spot verdict when Spot costs more.
spot-costs-more = 按当前逐出率，Spot 虚拟机比即用即付多花 { $amount }。

# The eviction rate above which Spot stops paying, as evictions per VM-hour.
evictions-per-hour = 每小时 { $rate } 次

# A point of a Spot chart.
rate-point = 每小时 { $rate }% → { $value }

# The Spot cost chart's summary when Spot never pays.
spot-summary = 逐出率为每小时 { $rate }% 时，Spot 虚拟机预计花费 { $cost }、耗时 { $time }；即用即付为 { $payg }。

# The Spot cost chart's summary with the rate above which pay-as-you-go is cheaper.
spot-summary-above = 逐出率为每小时 { $rate }% 时，Spot 虚拟机预计花费 { $cost }、耗时 { $time }；即用即付为 { $payg }。逐出率超过每小时 { $above }% 时，即用即付更便宜。

# The Spot time chart's summary.
spot-time-summary = 不被逐出时需要 { $uninterrupted }；按你的逐出率，预计需要 { $expected }。

# The reader's export has no row for the size and region.
not-in-export = 你的 Resource Graph 导出（共 { $rows } 行）中没有这个规格和区域的数据，因此使用你输入的逐出率。

# Where the export came from: a file, by name.
from-file = 文件“{ $name }”

# The export's date.
dated = 导出日期 { $date }

# The plan at a band without an upper end.
band-lower-plan = 该区间没有上限，因此按下限规划：一小时内被逐出的概率为 { $chance }%，即每台虚拟机每小时的逐出率至少为 { $rate }。实际费用可能更高。

# The plan at a band's upper end.
band-upper-plan = 为稳妥起见，按区间上限规划：一小时内被逐出的概率为 { $chance }%，即每台虚拟机每小时的逐出率为 { $rate }（区间为 { $low } 至 { $high }）。

# The mean time between interruptions.
mtbi = 平均每台虚拟机每 { $time }中断一次。

# Where the Spot result's eviction rate came from.
eviction-from-export = 逐出率取自你的 Resource Graph 导出（{ $from }，{ $dated }）：{ $sku } 在{ $location }的逐出率区间为 { $band }。{ $plan }{ $mtbi }

# An amount a month, then more.
monthly-then = 每月 { $amount }；{ $rest }

# A commitment pays above this use.
pays-above = 利用率高于 { $pct }% 时划算

# A chart point at a month.
month-point = 第 { $month } 个月 → { $value }

# The break-even summary when no commitment is priced.
payg-only-summary = 全天候使用时，即用即付每月 { $monthly }；此处没有节省计划或预留实例的价格。

# One commitment in the break-even summary, never cheaper.
commitment-summary = { $name }不论用量多少，每月都是 { $monthly }。

# One commitment in the break-even summary, with the use above which it is cheaper.
commitment-summary-above = { $name }不论用量多少，每月都是 { $monthly }；利用率高于 { $pct }% 时比即用即付便宜。

# The months chart's summary.
months-summary = 各方案的累计费用；节省计划和预留实例按整个期限付费。{ $summary }

# A count of VMs.
vm-count = { $n } 台虚拟机

# A month's VM-hours by how they are bought.
fleet-hours = 承诺基数 { $reserved }，Spot 虚拟机 { $spot }，即用即付 { $payg }

# A point of the demand chart.
demand-point = { $hour }:00 → { $vms } 台虚拟机

# A point of the exceedance chart.
exceed-point = { $k } 台虚拟机 → { $pct }% 的小时

# The mixed fleet's summary.
fleet-summary = 承诺基数为 { $reserved } 台虚拟机；超出部分的虚拟机小时中，{ $spot } 小时用 Spot 虚拟机，{ $payg } 小时用即用即付，每月共 { $cost }，全部用即用即付则为 { $all_payg }。

# The exceedance chart's summary.
exceed-summary = 只要需要某台虚拟机的小时占比高于节省计划价格与即用即付价格之比，这台虚拟机就计入承诺基数。{ $summary }

# Renting by a pricing model.
renting = 租用：{ $name }

# Buying pays back after this many months.
pays-back-after = 购买 { $months } 个月后回本

# A buy-or-rent marker.
break-even-against = 与{ $name }的盈亏平衡点

# The buy-or-rent summary for one way of renting.
buy-summary = 与{ $name }相比，购买 { $months } 个月后回本。

# The buy-or-rent summary when buying never pays back.
buy-summary-never = 与{ $name }相比，购买永远无法回本。

# A buy-or-rent note on the hardware price.
buy-note-street-price = 硬件：使用目录中 { $size } 所配 GPU 的市场价（{ $price }）；输入你的报价即可替换。

# A buy-or-rent note on the power draw.
buy-note-tdp = 功耗：使用目录中 GPU 的 TDP，共 { $watts } W，不含主机。

# The governance savings for screen readers.
governance-summary = 每月共可节省 { $total }：自动关机 { $shutdown }，存储分层 { $tiering }，清理快照 { $snapshots }。

# A stacked bar's name for screen readers.
bar-total = { $title }：共 { $total } { $unit }

# An efficiency and where it comes from.
efficiency-of-peak = 峰值的 { $percent }（{ $basis }）

# Where the export came from, in the status line.
export-from-file = 文件“{ $name }”

# The status after reading an export.
export-read = 已从{ $from }读取 { $rows } 行 { $format } 数据。

# The status when the export could not be read.
export-unreadable = 无法读取{ $from }。

# Only the export's rows for the site's sizes are kept in storage.
export-kept = 已在此浏览器中保存属于本站规格的 { $kept } 行（共 { $total } 行）。

# A download that could not start.
download-failed = 无法开始下载：{ $reason }
