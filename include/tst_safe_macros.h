/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * SAFE_* macros of the modern face (tst_test.h): no cleanup argument. Each expands to the
 * shared safe_*() function of safe_macros_fn.h with the caller's __FILE__/__LINE__ and a
 * NULL cleanup; a failure is reported as
 *   caller.c:LINE: TBROK: call(args) failed: ENAME (n)
 * (inside the test's cleanup the modern face turns it into TWARN and the macro returns the
 * failing value). SAFE_CMD lives in tst_cmd.h. See doc/safe-macros.md.
 */
#ifndef TST_SAFE_MACROS_H__
#define TST_SAFE_MACROS_H__

#ifdef __TEST_H__
# error "tst_safe_macros.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_macros.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <fcntl.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include "safe_macros_fn.h"
#include "tst_safe_macros_inline.h"

#define SAFE_ACCESS(path, mode) safe_access(__FILE__, __LINE__, NULL, (path), (mode))
#define SAFE_BASENAME(path) safe_basename(__FILE__, __LINE__, NULL, (path))
#define SAFE_CHDIR(path) safe_chdir(__FILE__, __LINE__, NULL, (path))
/* A statement: the descriptor variable is set to -1, so a cleanup closes it only once. */
#define SAFE_CLOSE(fd) do { \
	safe_close(__FILE__, __LINE__, NULL, (fd)); \
	(fd) = -1; \
} while (0)
#define SAFE_CREAT(pathname, mode) safe_creat(__FILE__, __LINE__, NULL, (pathname), (mode))
#define SAFE_CHROOT(path) safe_chroot(__FILE__, __LINE__, NULL, (path))
#define SAFE_DIRNAME(path) safe_dirname(__FILE__, __LINE__, NULL, (path))
#define SAFE_DUP(oldfd) safe_dup(__FILE__, __LINE__, NULL, (oldfd))
#define SAFE_DUP2(oldfd, newfd) safe_dup2(__FILE__, __LINE__, NULL, (oldfd), (newfd))
#define SAFE_GETCWD(buf, size) safe_getcwd(__FILE__, __LINE__, NULL, (buf), (size))
#define SAFE_GETPWNAM(name) safe_getpwnam(__FILE__, __LINE__, NULL, (name))
#define SAFE_GETRUSAGE(who, usage) safe_getrusage(__FILE__, __LINE__, NULL, (who), (usage))
#define SAFE_MALLOC(size) safe_malloc(__FILE__, __LINE__, NULL, (size))
#define SAFE_CALLOC(nmemb, size) safe_calloc(__FILE__, __LINE__, NULL, (nmemb), (size))
#define SAFE_REALLOC(ptr, size) safe_realloc(__FILE__, __LINE__, NULL, (ptr), (size))
#define SAFE_MKDIR(pathname, mode) safe_mkdir(__FILE__, __LINE__, NULL, (pathname), (mode))
#define SAFE_RMDIR(pathname) safe_rmdir(__FILE__, __LINE__, NULL, (pathname))
#define SAFE_MUNMAP(addr, length) safe_munmap(__FILE__, __LINE__, NULL, (addr), (length))
#define SAFE_MSYNC(addr, length, flags) \
	safe_msync(__FILE__, __LINE__, NULL, (addr), (length), (flags))
#define SAFE_OPEN(pathname, oflags, ...) \
	safe_open(__FILE__, __LINE__, NULL, (pathname), (oflags), ##__VA_ARGS__)
#define SAFE_PIPE(fildes) safe_pipe(__FILE__, __LINE__, NULL, (fildes))
#define SAFE_PIPE2(fildes, flags) safe_pipe2(__FILE__, __LINE__, NULL, (fildes), (flags))
#define SAFE_READ(len_strict, fildes, buf, nbyte) \
	safe_read(__FILE__, __LINE__, NULL, (len_strict), (fildes), (buf), (nbyte))
#define SAFE_SETEGID(egid) safe_setegid(__FILE__, __LINE__, NULL, (egid))
#define SAFE_SETEUID(euid) safe_seteuid(__FILE__, __LINE__, NULL, (euid))
#define SAFE_SETGID(gid) safe_setgid(__FILE__, __LINE__, NULL, (gid))
#define SAFE_SETUID(uid) safe_setuid(__FILE__, __LINE__, NULL, (uid))
#define SAFE_SETREGID(rgid, egid) safe_setregid(__FILE__, __LINE__, NULL, (rgid), (egid))
#define SAFE_SETREUID(ruid, euid) safe_setreuid(__FILE__, __LINE__, NULL, (ruid), (euid))
#define SAFE_SETRESGID(rgid, egid, sgid) \
	safe_setresgid(__FILE__, __LINE__, NULL, (rgid), (egid), (sgid))
#define SAFE_SETRESUID(ruid, euid, suid) \
	safe_setresuid(__FILE__, __LINE__, NULL, (ruid), (euid), (suid))
#define SAFE_GETRESUID(ruid, euid, suid) \
	safe_getresuid(__FILE__, __LINE__, NULL, (ruid), (euid), (suid))
#define SAFE_GETRESGID(rgid, egid, sgid) \
	safe_getresgid(__FILE__, __LINE__, NULL, (rgid), (egid), (sgid))
#define SAFE_SETPGID(pid, pgid) safe_setpgid(__FILE__, __LINE__, NULL, (pid), (pgid))
#define SAFE_GETPGID(pid) safe_getpgid(__FILE__, __LINE__, NULL, (pid))
#define SAFE_SETGROUPS(size, list) safe_setgroups(__FILE__, __LINE__, NULL, (size), (list))
#define SAFE_GETGROUPS(size, list) safe_getgroups(__FILE__, __LINE__, NULL, (size), (list))
#define SAFE_UNLINK(pathname) safe_unlink(__FILE__, __LINE__, NULL, (pathname))
#define SAFE_LINK(oldpath, newpath) safe_link(__FILE__, __LINE__, NULL, (oldpath), (newpath))
#define SAFE_LINKAT(olddirfd, oldpath, newdirfd, newpath, flags) \
	safe_linkat(__FILE__, __LINE__, NULL, (olddirfd), (oldpath), (newdirfd), (newpath), (flags))
#define SAFE_READLINK(path, buf, bufsize) \
	safe_readlink(__FILE__, __LINE__, NULL, (path), (buf), (bufsize))
#define SAFE_SYMLINK(oldpath, newpath) safe_symlink(__FILE__, __LINE__, NULL, (oldpath), (newpath))
#define SAFE_WRITE(len_strict, fildes, buf, nbyte) \
	safe_write(__FILE__, __LINE__, NULL, (len_strict), (fildes), (buf), (nbyte))
#define SAFE_STRTOL(str, min, max) safe_strtol(__FILE__, __LINE__, NULL, (str), (min), (max))
#define SAFE_STRTOUL(str, min, max) safe_strtoul(__FILE__, __LINE__, NULL, (str), (min), (max))
#define SAFE_STRTOF(str, min, max) safe_strtof(__FILE__, __LINE__, NULL, (str), (min), (max))
#define SAFE_SYSCONF(name) safe_sysconf(__FILE__, __LINE__, NULL, (name))
#define SAFE_CHMOD(path, mode) safe_chmod(__FILE__, __LINE__, NULL, (path), (mode))
#define SAFE_FCHMOD(fd, mode) safe_fchmod(__FILE__, __LINE__, NULL, (fd), (mode))
#define SAFE_CHOWN(path, owner, group) \
	safe_chown(__FILE__, __LINE__, NULL, (path), (owner), (group))
#define SAFE_FCHOWN(fd, owner, group) safe_fchown(__FILE__, __LINE__, NULL, (fd), (owner), (group))
#define SAFE_LCHOWN(path, owner, group) \
	safe_lchown(__FILE__, __LINE__, NULL, (path), (owner), (group))
#define SAFE_WAIT(status) safe_wait(__FILE__, __LINE__, NULL, (status))
#define SAFE_WAITPID(pid, status, opts) \
	safe_waitpid(__FILE__, __LINE__, NULL, (pid), (status), (opts))
#define SAFE_KILL(pid, sig) safe_kill(__FILE__, __LINE__, NULL, (pid), (sig))
#define SAFE_MEMALIGN(alignment, size) safe_memalign(__FILE__, __LINE__, NULL, (alignment), (size))
#define SAFE_MKFIFO(pathname, mode) safe_mkfifo(__FILE__, __LINE__, NULL, (pathname), (mode))
#define SAFE_RENAME(oldpath, newpath) safe_rename(__FILE__, __LINE__, NULL, (oldpath), (newpath))
#define SAFE_MOUNT(source, target, filesystemtype, mountflags, data) \
	safe_mount(__FILE__, __LINE__, NULL, (source), (target), (filesystemtype), (mountflags), \
		   (data))
#define SAFE_MOUNT2(source, target, filesystemtype, mountflags, data, is_fuse, check_support) \
	safe_mount2(__FILE__, __LINE__, NULL, (source), (target), (filesystemtype), (mountflags), \
		    (data), (is_fuse), (check_support))
#define SAFE_UMOUNT(target) safe_umount(__FILE__, __LINE__, NULL, (target))
#define SAFE_OPENDIR(name) safe_opendir(__FILE__, __LINE__, NULL, (name))
#define SAFE_CLOSEDIR(dirp) safe_closedir(__FILE__, __LINE__, NULL, (dirp))
#define SAFE_READDIR(dirp) safe_readdir(__FILE__, __LINE__, NULL, (dirp))
#define SAFE_MPROTECT(addr, len, prot) \
	safe_mprotect(__FILE__, __LINE__, NULL, (addr), (len), (prot))
#define SAFE_SIGNAL(signum, handler) safe_signal(__FILE__, __LINE__, NULL, (signum), (handler))
#define SAFE_SIGACTION(signum, act, oldact) \
	safe_sigaction(__FILE__, __LINE__, NULL, (signum), (act), (oldact))
#define SAFE_SIGADDSET(sigs, signo) safe_sigaddset(__FILE__, __LINE__, NULL, (sigs), (signo))
#define SAFE_SIGDELSET(sigs, signo) safe_sigdelset(__FILE__, __LINE__, NULL, (sigs), (signo))
#define SAFE_SIGEMPTYSET(sigs) safe_sigemptyset(__FILE__, __LINE__, NULL, (sigs))
#define SAFE_SIGFILLSET(sigs) safe_sigfillset(__FILE__, __LINE__, NULL, (sigs))
#define SAFE_SIGPROCMASK(how, set, oldset) \
	safe_sigprocmask(__FILE__, __LINE__, NULL, (how), (set), (oldset))
#define SAFE_SIGWAIT(set, sig) safe_sigwait(__FILE__, __LINE__, NULL, (set), (sig))
/* Like execlp()/execl(): the argument list ends with NULL. Return only on failure. */
#define SAFE_EXECLP(file, arg, ...) \
	safe_execl(__FILE__, __LINE__, NULL, 1, (file), (arg), ##__VA_ARGS__)
#define SAFE_EXECL(file, arg, ...) \
	safe_execl(__FILE__, __LINE__, NULL, 0, (file), (arg), ##__VA_ARGS__)
#define SAFE_EXECVP(file, arg) safe_execvp(__FILE__, __LINE__, NULL, (file), (arg))
#define SAFE_GETPRIORITY(which, who) safe_getpriority(__FILE__, __LINE__, NULL, (which), (who))
#define SAFE_GETGRNAM(name) safe_getgrnam(__FILE__, __LINE__, NULL, (name))
#define SAFE_GETGRNAM_FALLBACK(name, fallback) \
	safe_getgrnam_fallback(__FILE__, __LINE__, NULL, (name), (fallback))
#define SAFE_GETGRGID(gid) safe_getgrgid(__FILE__, __LINE__, NULL, (gid))
#define SAFE_GETXATTR(path, name, value, size) \
	safe_getxattr(__FILE__, __LINE__, NULL, (path), (name), (value), (size))
#define SAFE_SETXATTR(path, name, value, size, flags) \
	safe_setxattr(__FILE__, __LINE__, NULL, (path), (name), (value), (size), (flags))
#define SAFE_LSETXATTR(path, name, value, size, flags) \
	safe_lsetxattr(__FILE__, __LINE__, NULL, (path), (name), (value), (size), (flags))
#define SAFE_FSETXATTR(fd, name, value, size, flags) \
	safe_fsetxattr(__FILE__, __LINE__, NULL, (fd), (name), (value), (size), (flags))
#define SAFE_REMOVEXATTR(path, name) safe_removexattr(__FILE__, __LINE__, NULL, (path), (name))
#define SAFE_LREMOVEXATTR(path, name) safe_lremovexattr(__FILE__, __LINE__, NULL, (path), (name))
#define SAFE_FREMOVEXATTR(fd, name) safe_fremovexattr(__FILE__, __LINE__, NULL, (fd), (name))
#define SAFE_FSYNC(fd) safe_fsync(__FILE__, __LINE__, NULL, (fd))
#define SAFE_SETSID() safe_setsid(__FILE__, __LINE__, NULL)
#define SAFE_MKNOD(pathname, mode, dev) \
	safe_mknod(__FILE__, __LINE__, NULL, (pathname), (mode), (dev))
#define SAFE_MLOCK(addr, len) safe_mlock(__FILE__, __LINE__, NULL, (addr), (len))
#define SAFE_MUNLOCK(addr, len) safe_munlock(__FILE__, __LINE__, NULL, (addr), (len))
#define SAFE_MINCORE(start, length, vec) \
	safe_mincore(__FILE__, __LINE__, NULL, (start), (length), (vec))
#define SAFE_PERSONALITY(persona) safe_personality(__FILE__, __LINE__, NULL, (persona))
#define SAFE_PIDFD_OPEN(pid, flags) safe_pidfd_open(__FILE__, __LINE__, NULL, (pid), (flags))
#define SAFE_SETENV(name, value, overwrite) \
	safe_setenv(__FILE__, __LINE__, NULL, (name), (value), (overwrite))
#define SAFE_UNSHARE(flags) safe_unshare(__FILE__, __LINE__, NULL, (flags))
#define SAFE_SETNS(fd, nstype) safe_setns(__FILE__, __LINE__, NULL, (fd), (nstype))
#define SAFE_SYSINFO(info) safe_sysinfo(__FILE__, __LINE__, NULL, (info))
#define SAFE_SSCANF(buffer, format, ...) \
	safe_sscanf(__FILE__, __LINE__, NULL, (buffer), (format), ##__VA_ARGS__)
#define SAFE_SYMLINKAT(oldpath, newdirfd, newpath) \
	safe_symlinkat(__FILE__, __LINE__, NULL, (oldpath), (newdirfd), (newpath))
#define SAFE_READV(len_strict, fildes, iov, iovcnt) \
	safe_readv(__FILE__, __LINE__, NULL, (len_strict), (fildes), (iov), (iovcnt))
#define SAFE_WRITEV(len_strict, fildes, iov, iovcnt) \
	safe_writev(__FILE__, __LINE__, NULL, (len_strict), (fildes), (iov), (iovcnt))
#define SAFE_PTSNAME(masterfd) safe_ptsname(__FILE__, __LINE__, NULL, (masterfd))
#define SAFE_STATVFS(path, buf) safe_statvfs(__FILE__, __LINE__, NULL, (path), (buf))
#define SAFE_POLL(fds, nfds, timeout) safe_poll(__FILE__, __LINE__, NULL, (fds), (nfds), (timeout))

/*
 * ioctl() and fcntl() take a third argument of any type, so the macro makes the call itself
 * and hands the result to the shared check, which reports the request by its name.
 */
#define SAFE_IOCTL_(file, lineno, fd, request, ...) \
	LTK_SAFE_IOCTL((file), (lineno), (fd), (request), #request, ##__VA_ARGS__)
#define SAFE_IOCTL(fd, request, ...) \
	LTK_SAFE_IOCTL(__FILE__, __LINE__, (fd), (request), #request, ##__VA_ARGS__)
#define LTK_SAFE_IOCTL(file, lineno, fd, request, name, ...) ({ \
	int ltk_fd_ = (fd); \
	int ltk_ret_ = ioctl(ltk_fd_, (request), ##__VA_ARGS__); \
	safe_ioctl_check((file), (lineno), NULL, ltk_ret_, ltk_fd_, (name)); \
})

#define SAFE_FCNTL(fd, cmd, ...) ({ \
	int ltk_fd_ = (fd), ltk_cmd_ = (cmd); \
	int ltk_ret_ = fcntl(ltk_fd_, ltk_cmd_, ##__VA_ARGS__); \
	safe_fcntl_check(__FILE__, __LINE__, NULL, ltk_ret_, ltk_fd_, ltk_cmd_); \
})

#define SAFE_PTRACE(req, pid, addr, data) \
	safe_ptrace(__FILE__, __LINE__, NULL, (req), (pid), (void *)(addr), (void *)(data))
#define SAFE_PRCTL(option, arg2, arg3, arg4, arg5) \
	safe_prctl(__FILE__, __LINE__, NULL, (option), (unsigned long)(arg2), \
		   (unsigned long)(arg3), (unsigned long)(arg4), (unsigned long)(arg5))

#endif
