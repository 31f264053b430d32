/* SPDX-License-Identifier: MIT */
/* Reference implementation: one thread runs everything; locks only count. */
#ifndef _LINUX_MUTEX_H
#define _LINUX_MUTEX_H

struct mutex {
	int locked;
};

#define DEFINE_MUTEX(name)	struct mutex name = { 0 }

static inline void mutex_init(struct mutex *m)
{
	m->locked = 0;
}

static inline void mutex_lock(struct mutex *m)
{
	m->locked++;
}

static inline void mutex_unlock(struct mutex *m)
{
	m->locked--;
}

#endif
