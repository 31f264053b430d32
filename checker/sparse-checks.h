/* SPDX-License-Identifier: MIT */
/*
 * sparse's own checks, for --sparse: the warnings the sparse program adds
 * after linearizing each function (they live in its main program, not in
 * libsparse.a), so that one sysfscheck pass replaces a separate sparse run.
 * Reported through sparse's warning(), exactly as sparse words them.
 */
#ifndef SPARSE_CHECKS_H
#define SPARSE_CHECKS_H

struct entrypoint;

/*
 * Context (lock) balance, __range__ and, with -v, casts and
 * uninitialized values.
 */
void sparse_checks_run(struct entrypoint *ep);

/*
 * sparse's messages captured while a file was analysed (@text, as sparse
 * printed them): warnings become findings of the "sparse" engine, anything
 * else is passed on to stderr unchanged. Returns the number of warnings
 * reported.
 */
unsigned int sparse_messages_report(const char *text);

#endif
