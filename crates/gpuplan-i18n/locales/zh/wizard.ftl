### A piece of the text of the decision wizard.

# The page's notice when the dataset is missing.
catalog-missing = 规格目录无法加载。

# The page's heading.
title = 选择规格：选型向导

# The paragraph under the heading.
lede = 回答下面四步中的问题。每一步都会列出它的规则和你的回答所走的分支；能运行此作业的规格按费用排序，其余规格则列出被排除的原因。

# The button that resets the answers.
reset-to-defaults = 恢复默认值

# The result section's accessible name.
recommendation = 推荐结果

# Above a ranking that no longer matches the answers.
stale-ranking = 显示的是上次有效的排名：改正标出的字段后即会更新。

# The form's first fieldset.
legend1 = 第 1 步：工作负载

# The form's second fieldset.
legend2 = 第 2 步：预算和周期

# The form's third fieldset.
legend3 = 第 3 步：数据与网络

# The form's fourth fieldset.
legend4 = 第 4 步：软件生态

# The heading over the steps' answers.
the-steps = 各步骤

# A step's link to its section of the guide.
read-the-guide = 阅读指南中的这一步

# Over a ranking cut to 25 rows.
only25 = 只显示最便宜的 25 个规格。在第 3 步选择区域可缩小范围。

# When no size fits.
none-fits = 没有符合这些回答的规格；下面的列表说明了每个规格被排除的原因。

# Table header: the size.
col-size = 规格

# Table header: the region.
col-region = 区域

# Table header: VMs.
col-vms = VM 数

# Table header: the pricing model.
col-pricing = 定价方式

# Table header: the cost.
col-cost = 费用（美元）

# Table header: hours.
col-hours = 小时数

# Table header: the reasons.
col-why = 理由

# Table header (hidden): the row's button.
col-action = 操作

# A ranked row's button.
add-to-estimate = 加入估算

# Step 1's title.
step1-title = 任务类型

# Step 2's title.
step2-title = 预算和周期

# Step 3's title.
step3-title = 数据与网络

# Step 4's title.
step4-title = 软件生态

# Step 1's rule.
step1-rule = 大规模预训练（超过 10 B 参数）→ 带 InfiniBand 的 ND 规格；较小的训练和 CNN → NC A100 系列；推理和微调 → NV A10 / NC T4 系列，或 AMD。随后对显存够用的所有规格排序。

# Step 2's rule.
step2-rule = 不到一个月：即用即付，并开启自动关机。一到十二个月：另考虑 1 年期节省计划和预留实例。更长：另考虑 3 年期。可中断：另考虑 Spot 虚拟机和低优先级虚拟机。

# Step 3's rule.
step3-rule = 多台 VM 协同工作需要 InfiniBand（没有 InfiniBand 的规格会被排除）。数据达到 TB 级时，本地 NVMe 更合适。

# Step 4's rule.
step4-rule = CUDA 需要 NVIDIA GPU，ROCm 需要 AMD GPU。容器和 Kubernetes 可减少锁定；Azure ML 可管理训练作业。

# Step 1's kind of job: pretraining above 10 B parameters.
large-pretraining = 大规模预训练

# Step 1's kind of job: smaller pretraining.
small-training = 中小规模训练

# Step 1's kind of job: computer vision.
cv-training = 计算机视觉训练

# Step 1's kind of job: fine-tuning.
fine-tuning = 微调

# Step 1's kind of job: inference.
inference = 推理

# Step 2's branch: under a month.
short-run = 短期运行：即用即付；请开启自动关机

# Step 2's branch: one to twelve months.
months = 数月：考虑 1 年期承诺

# Step 2's branch: more than a year.
more-than-a-year = 一年以上：考虑 3 年期承诺

# Step 3's branch: several VMs.
multi-node = 多节点：需要 InfiniBand

# Step 3's branch: one VM.
single-vm = 单台 VM：不需要 InfiniBand

# Step 4's branch: CUDA.
nvidia-only = 仅 NVIDIA 规格

# Step 4's branch: ROCm.
amd-only = 仅 AMD 规格

# Step 4's branch: either.
nvidia-and-amd = NVIDIA 和 AMD 规格

# Step 1's warning for large pretraining.
at-least-four-gpus = 这种规模的预训练至少要规划 4 个 GPU，建议 8 个或更多。

# Step 2's warning for interruptible work.
spot-notice = Spot 虚拟机在逐出前只提前 30 秒通知：请经常保存检查点（间隔见 Spot 分析）。

# Step 2's warning when a Spot price is ranked.
spot-can-equal-payg = Spot 价格可能与即用即付相同（如某些欧盟区域的 ND H200 v5）：排名依据的是价格快照，而不是通常的折扣。

# Step 3's warning for terabytes of data.
stage-data-locally = 数据达到 TB 级时，请先暂存到本地 NVMe 或临时磁盘；没有本地 NVMe 的规格会在理由中注明。

# Step 4's warning for AKS.
aks-quota = AKS GPU 节点池：规划之前，请先检查该规格在该区域的配额。

# Step 4's warning for Azure ML.
azure-ml-same-sizes = Azure ML 计算群集使用相同的 VM 规格和价格。

# A ranked size's reason: the guide's pick for the task (its decision-tree chapter).
article-pick = 本指南对此类任务的常规推荐

# A ranked size's reason: no local NVMe.
no-local-nvme = 未注明本地 NVMe：TB 级数据将通过网络读取

# A left-out size's reason: no GPU named.
gpu-unnamed = 所读文档未写明它的 GPU

# A left-out size's reason: an impossible deadline.
deadline-too-tight = 按此期限需要超过一百万个 GPU

# A left-out size's reason: no inference plan.
cannot-plan = 无法规划

# A left-out size's reason: the duration cannot be priced.
unpriceable = 其运行时长无法计价

# A left-out size's reason: no price anywhere.
not-priced-anywhere = 价格快照中任何区域都没有允许的定价方式

# Step input: the kind of job.
input-task = 任务

# Step input: the deadline.
input-deadline = 期限（天）

# Step input: the duration.
input-duration = 时长（月，排名第一的规格）

# Step input: interruptible.
input-interruptible = 可中断

# Step input: the data.
input-data = 数据（TB）

# Step input: several VMs.
input-multi-node = 多节点

# Step input: the framework.
input-framework = 框架

# Step input: containers.
input-containers = 容器

# Step input: the platform.
input-platform = 平台

# Step input value: no deadline.
no-deadline = 无

# Step input value: yes.
input-true = 是

# Step input value: no.
input-false = 否

# Question: the kind of job.
task-label = 工作负载

# Question: the model's parameters.
params-label = 参数量

# Hint: parameters.
params-hint = 例如 8B、70B

# Question: training tokens.
tokens-label = 训练 token 数

# Hint: training tokens.
tokens-hint = 例如 300B、2T

# Question: the fine-tuning method.
method-label = 微调方法

# Question: the context.
context-label = 每个请求的上下文

# Hint: the context.
context-hint = token 数

# Question: concurrent requests.
concurrent-label = 并发请求数

# Question: the vision model.
cv-model-label = 视觉模型

# Question: images.
images-label = 图像数

# Hint: images.
images-hint = 数据集中的图像数

# Question: epochs.
epochs-label = 训练轮数（epoch）

# Question: interruptible.
interruptible-label = 能否中断后继续运行？

# Hint: interruptible.
interruptible-hint = 选“是”即可使用 Spot 虚拟机

# Question: the deadline.
max-days-label = 完成期限

# Hint: the deadline.
max-days-hint = 天；留空则按 30 天计

# Question: a replica over several VMs.
multi-vm-replica-label = 一个副本能否跨多台 VM？

# Hint: a replica over several VMs.
multi-vm-replica-hint = 仅限通过 InfiniBand 连接

# Question: confidential computing.
confidential-label = 机密计算

# Hint: confidential computing.
confidential-hint = 选“是”则只排名机密 VM

# Step 1's warning when the job asks for confidential computing.
confidential-only = 已要求机密计算：只排名机密计算规格。

# A ranked size's reason: a confidential size.
confidential-reason = 机密计算规格

# A left-out size's reason: confidential, not asked for.
confidential-not-asked = 机密计算规格：只有工作负载要求机密计算时才参与排名

# A left-out size's reason: not confidential, and asked for.
not-confidential = 不是机密计算规格

# Question: hours a month.
hours-label = 每月小时数

# Hint: hours a month.
hours-hint = 推理：服务每月运行的小时数

# Question: months.
months-label = 月数

# Hint: months.
months-hint = 推理：服务运行的月数

# Question: the discount.
discount-label = 协议折扣

# Hint: the discount.
discount-hint = 针对计算费用

# Question: the data.
data-label = 训练数据

# Question: the region.
region-label = 区域

# Hint: the region.
region-hint = 所有区域：每个规格按其费用最低的区域排名，其他区域列在它下面

# The region list's first choice: no region chosen.
every-region = 所有区域

# Question: the framework.
framework-label = 软件栈

# Question: containers.
containers-label = 容器

# Question: the platform.
platform-label = 平台

# Choice: pretraining.
task-training = LLM 预训练

# Choice: fine-tuning.
task-fine-tuning = 微调

# Choice: inference.
task-inference = 推理

# Choice: computer vision.
task-cv-training = 计算机视觉训练

# Choice: full fine-tuning.
method-full = 全量微调

# Choice: no.
no = 否

# Choice: yes.
yes = 是

# Choice: either stack.
either = 均可

# Choice: CUDA.
cuda = CUDA（NVIDIA）

# Choice: ROCm.
rocm = ROCm（AMD）

# Choice: plain VMs.
vms = 虚拟机

# Choice: AKS.
aks = AKS 节点池

# Choice: Azure Machine Learning.
azure-ml = Azure 机器学习

# Table header: the wall time, written as a duration.
col-time = 用时

# A ranked row's mark: the plan does not finish by the deadline.
misses-deadline-mark = 赶不上期限

# A ranked row's mark: a confidential-computing size.
confidential-mark = 机密计算

# The heading over the cost-against-time chart.
frontier-heading = 成本与时间

# The paragraph under that heading.
frontier-lede = 每条线是排名靠前的一个规格在其排名所在区域用 1、2、4……台 VM（直到该规格允许的最多台数）时的情况；每个点都按其运行时长所允许的最便宜定价方式计价。

# The chart's title.
frontier-chart = 各规格的总费用与运行时间

# The chart's x axis.
frontier-time-axis = 运行时间（天，对数刻度）

# The chart's y axis.
frontier-cost-axis = 总费用（美元）

# The summary of the table of the chart's points.
frontier-table = 以表格列出图中的各点
