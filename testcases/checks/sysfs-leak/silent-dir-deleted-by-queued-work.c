// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a helper leaves a link behind when it fails; its caller's
 * error path stops the device, which queues the work the device's setup
 * stored in a member (a closure's function, an INIT_WORK()), and that
 * work deletes the kobject holding the link: the link goes with its
 * directory (bcache in Linux 6.1). Work that deletes another kobject
 * leaves the link.
 */
#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>
#include <linux/workqueue.h>

/* Closures, as a driver's own header defines them (bcache's closure.h). */
struct closure;
typedef void (closure_fn)(struct closure *);
struct closure {
	closure_fn *fn;
	struct work_struct work;
};

static inline void set_closure_fn(struct closure *cl, closure_fn *fn,
				  struct workqueue_struct *wq)
{
	cl->fn = fn;
}

static inline void closure_queue(struct closure *cl)
{
	schedule_work(&cl->work);
}

struct vol {
	struct kobject kobj;
	struct closure cl;
	struct device *disk_dev;
};

struct backing {
	struct vol vol;
	struct work_struct detach;
	struct work_struct unlink;
	struct kobject stats;
};

static void backing_flush(struct closure *cl)
{
	struct backing *b = container_of(cl, struct backing, vol.cl);
	struct vol *v = &b->vol;

	kobject_del(&v->kobj);
}

static void vol_stop(struct vol *v)
{
	closure_queue(&v->cl);
}

static int backing_run(struct backing *b)
{
	struct vol *v = &b->vol;

	if (sysfs_create_link(&v->kobj, &v->disk_dev->kobj, "dev") ||
	    sysfs_create_link(&v->disk_dev->kobj, &v->kobj, "vol"))
		return -ENOMEM;
	return 0;
}

int backing_register(struct backing *b, struct kobject *parent)
{
	int ret;

	set_closure_fn(&b->vol.cl, backing_flush, system_wq);
	if (kobject_add(&b->vol.kobj, parent, "vol"))
		return -EIO;
	ret = backing_run(b);
	if (ret)
		goto err;
	return 0;
err:
	vol_stop(&b->vol);
	return ret;
}

/* The same with work that deletes another kobject. */
static void backing_detach(struct work_struct *work)
{
	struct backing *b = container_of(work, struct backing, detach);

	kobject_del(&b->stats);
}

static int stats_run(struct backing *b)
{
	int ret;

	ret = sysfs_create_link(&b->vol.kobj, &b->stats, "stats");	/* warn(sysfscheck): sysfs-leak:bug "link 'stats' created here is not removed when stats_run() fails at line 105, nor by its caller backing_attach(), which fails at line 120: call sysfs_remove_link() on that error path" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (ret)
		return ret;
	ret = sysfs_create_link(&b->stats, &b->vol.kobj, "vol");
	if (ret)
		return ret;
	return 0;
}

int backing_attach(struct backing *b)
{
	int ret;

	INIT_WORK(&b->detach, backing_detach);
	ret = stats_run(b);
	if (ret)
		goto err;
	return 0;
err:
	schedule_work(&b->detach);
	return ret;
}
/* Work set up with INIT_WORK() that deletes the directory of the link. */
static void backing_unlink(struct work_struct *work)
{
	struct backing *b = container_of(work, struct backing, unlink);

	kobject_del(&b->vol.kobj);
}

static int peer_run(struct backing *b, struct kobject *peer)
{
	int ret;

	ret = sysfs_create_link(&b->vol.kobj, peer, "peer");
	if (ret)
		return ret;
	ret = sysfs_create_link(peer, &b->vol.kobj, "vol");
	if (ret)
		return ret;
	return 0;
}

int backing_pair(struct backing *b, struct kobject *peer)
{
	int ret;

	INIT_WORK(&b->unlink, backing_unlink);
	ret = peer_run(b, peer);
	if (ret)
		goto err;
	return 0;
err:
	schedule_work(&b->unlink);
	return ret;
}
MODULE_LICENSE("GPL");
