### A word of a generated table.

# Column: the accelerator.
gpu = GPU 型号

# Column: memory per GPU.
memory = 单卡显存（GB）

# Column: a VM series.
series = 系列

# Column: capacity reservation support.
capacity-reservation = 按需容量预留

# Cell: supported for multi-zone deployments only.
multi-zone-only = 支持，仅限跨可用性区域部署

# Cell: named as not supported.
not-supported = 不支持

# Cell: the page does not name the series.
not-named = 页面未提及

# Column: the interconnect.
interconnect = 互连

# Column: the lifecycle stage.
status = 状态

# Column: how many regions price the accelerator.
region-count = 有即用即付价格的区域数

# Column: those regions.
regions = 区域

# Column: the VM size.
size = 虚拟机规格（点击可打开计算器）

# Column: replicas.
replicas = 达到目标速率所需副本数

# Column: output tokens per second of one replica.
tokens-per-second = 每个副本每秒输出的 token 数

# Cell: the snapshot holds no such price.
not-priced = 暂无价格

# Cell: the model does not fit.
does-not-fit = 显存不足

# The caption's lead.
generated = 此表在构建网站时根据规格目录生成。价格为 Linux 价格，以美元计，由快照价格精确计算，仅在显示时舍入；“暂无价格”表示快照中没有这项价格，并不代表免费或不出售。

# The caption: before the sources' footnotes.
sources-lead = 价格来源：

# The caption of a table without prices: its lead.
generated-plain = 此表在构建网站时根据规格目录生成。

# The caption of a table without prices: before the sources' footnotes.
source-lead = 来源：

## Headers and cells with figures

# Column: a price per GPU-hour.
col-per-gpu-hour = { $region }{ $model }价格（每 GPU 小时）

# Column: a price per dense BF16 PFLOP-hour.
col-per-pflop-hour = { $region }{ $model }价格（每 PFLOP 小时，稠密 BF16）

# Column: the pay-as-you-go price per hour in a region.
col-per-hour = { $region }即用即付价格（每小时）

# Column: the cost per million output tokens in a region.
col-per-million-tokens = { $region }每百万个输出 token 的费用

# Cell: an amount of US dollars.
usd = { $amount } 美元

# Cell: a negative amount of US dollars.
usd-negative = -{ $amount } 美元

# Cell: a list of regions, one more added.
region-list = { $list }、{ $region }

# Cell: a lifecycle stage with the date it takes effect.
status-until = { $stage }（{ $date }）

## The caption

# The caption's sentence on the day the table is true on.
true-on = 表中内容以{ $date }为准，届时已停用的规格不再列入。

# The caption's sentence when no price comes from a snapshot.
no-snapshot = 表中没有来自快照的价格。

# The caption's sentence on the snapshot's date.
snapshot-of = 快照日期：{ $date }。

# The caption's sentence on the snapshots' dates.
snapshots-of = 快照日期：{ $from }至{ $to }。

# The caption of a table with prices, before its footnotes: no spaces between Chinese sentences.
caption-priced = { $generated }{ $on }{ $dates }{ $sources }

# The caption of a table without prices, before its footnote.
caption-plain = { $generated }{ $on }{ $source }
