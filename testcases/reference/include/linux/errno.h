/* SPDX-License-Identifier: MIT */
/* Reference implementation: the error numbers drivers return. */
#ifndef _LINUX_ERRNO_H
#define _LINUX_ERRNO_H

#define EPERM		1
#define ENOENT		2
#define EIO		5
#define ENXIO		6
#define ENOEXEC		8
#define EBADF		9
#define E2BIG		7
#define EAGAIN		11
#define ENOMEM		12
#define EFAULT		14
#define EBUSY		16
#define EEXIST		17
#define ENODEV		19
#define ENOTDIR		20
#define EISDIR		21
#define EACCES		13
#define EINVAL		22
#define ENOSPC		28
#define ERANGE		34
#define EFBIG		27
#define ENODATA		61
#define EOPNOTSUPP	95

#endif
