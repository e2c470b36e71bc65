### A piece of the calculators' text.

## The form.

# The calculator's place when the catalog failed to load.
catalog-not-loaded = 无法加载目录，这个计算器无法运行。

# Beside an embedded calculator's title: the link to its own page.
open-own-page = （在单独页面中打开）

# The form's reset button.
reset-defaults = 恢复默认值

# Above the last good result while a field is wrong.
stale-note = 显示的是上一次的有效结果：修正标出的字段后会更新。

# In place of a result before any valid one.
waiting = 填写标出的字段后即可看到结果。

## The calculators' index page.

# The index page's heading.
index-title = 计算器

# The index page's lede.
index-lede = 每个计算器都基于目录中的价格和规格计算，设置保存在网址中（因此链接会显示相同的结果）和你的浏览器中，并且可以离线使用。

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
efficiency = 假定的效率

# A figure: how right predicted times have been.
accuracy = 时间与成本误差

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
model-state-per-gpu = 每个 GPU 上的模型状态（激活取决于批大小，未画出）

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
memory-of-replica = 一个副本的显存

## Spot.

# Figure and series: the expected Spot cost.
expected-spot-cost = Spot 虚拟机预期费用

# Figure: pay-as-you-go without interruptions.
payg-uninterrupted = 即用即付费用（不中断）

# Figure: the work's time without interruptions.
work-time-uninterrupted = 不中断时的工作时长

# Figure and series: the expected time on Spot.
expected-spot-time = Spot 虚拟机上的预期时长

# Figure: Young's checkpoint interval.
checkpoint-young = 检查点间隔（Young）

# Figure: Daly's checkpoint interval.
checkpoint-daly = 检查点间隔（Daly）

# Figure: the eviction rate above which Spot costs more.
spot-stops-paying = 逐出率高于此值时 Spot 虚拟机不再划算

# That figure when Spot never costs less.
never-cheaper = 即使不被逐出也不更便宜

# Chart marker: the rate in the form.
your-rate = 你的逐出率

# Chart title.
spot-cost-chart = 预期费用随逐出率的变化

# Chart title.
spot-time-chart = 预期时长随逐出率的变化

# Chart axis.
evictions-axis = 每虚拟机小时的逐出率（%）

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
no-commitment = 快照中没有这个规格在该区域的节省计划或预留实例价格，因此只画出即用即付。可以试试欧洲的区域，快照中有那里的一年期节省计划价格。

# Chart marker: the month a commitment starts to pay.
pays-from-here = 从此开始划算

# Chart title.
utilisation-chart = 每月费用随利用率的变化

# Chart axis.
utilisation-axis = 利用率（小时占比，%）

# Chart axis.
cost-per-month-usd = 每月费用（美元）

# Chart title.
months-chart = 满负荷使用时累计费用随月数的变化

## Mixed fleet.

# Figure and series: the reserved base.
reserved-base = 预留基数

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
reserved = 预留

# Chart marker: the reserved base.
reserved-marker = 预留

# Chart title.
demand-chart = 每日需求与预留基数

# Chart axis.
hour-of-day = 一天中的小时

# Chart axis.
vms = 虚拟机数

# Chart title.
exceed-chart = 需求达到各水平的频率

# Chart axis.
vms-k = 虚拟机数（k）

# Chart axis.
hours-at-least-k = 需求 ≥ k 的小时占比（%）

# Bar title.
hours-by-purchase = 每月虚拟机小时数（按购买方式）

# Bar unit.
vm-hours-unit = 虚拟机小时

# The note under the charts.
fleet-note = 预留基数按一年期节省计划的价格计算；无论是否使用，每小时都已承诺付费。

## Buy or rent.

# Figure: the hardware price.
hardware = 硬件

# Figure: owning per month.
owning-monthly = 自有成本，每月（折旧和运行）

# Figure: running per month.
running-monthly = 运行成本，每月（电费和托管）

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
tiering = 分层

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
no-export = 未提供导出：使用你输入的逐出率。

# The button that forgets the export.
forget-export = 清除导出

# Where the export came from: the text box.
the-text-above = 上面的文本

# The export is too large to store.
too-large-to-keep = 它太大，无法保存在这个浏览器中：下次请重新选择。

## Downloads.

# A download without a document.
no-document = 没有文档对象

# A download without a link element.
no-anchor = 无法创建链接元素

# A download outside a browser.
needs-browser = 下载需要在浏览器中进行
