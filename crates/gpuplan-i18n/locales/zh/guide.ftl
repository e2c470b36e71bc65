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
not-named = 页面未列出

# Column: the interconnect.
interconnect = 互连

# Column: the lifecycle stage.
status = 状态

# Column: how many regions price the accelerator.
region-count = 有即用即付报价的区域数

# Column: those regions.
regions = 区域

# Column: the VM size.
size = 虚拟机规格（点击打开计算器）

# Column: replicas.
replicas = 达到目标速率所需副本数

# Column: output tokens per second of one replica.
tokens-per-second = 单副本输出 token/秒

# Cell: the snapshot holds no such price.
not-priced = 无报价

# Cell: the model does not fit.
does-not-fit = 放不下

# The caption's lead.
generated = 此表在构建网站时根据规格目录生成。价格为 Linux 价格，单位为美元，由快照价格精确计算，仅在显示时舍入；“无报价”表示快照中没有这项价格，并不代表免费，也不代表不出售。

# The caption: before the sources' footnotes.
sources-lead = 价格来源：

# The caption of a table without prices: its lead.
generated-plain = 此表在构建网站时根据规格目录生成。

# The caption of a table without prices: before the sources' footnotes.
source-lead = 来源：
