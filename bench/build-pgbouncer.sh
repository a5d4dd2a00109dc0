#!/usr/bin/env bash
# PgBouncer 1.21+ keeps prepared statements in transaction mode (max_prepared_statements); this
# machine's Debian (bookworm) ships 1.18, which does not. This builds Debian's own newer package
# (trixie's source package, from the Debian archive) into a folder, without installing it:
#   bench/build-pgbouncer.sh [prefix]      default ~/.cache/learnflix/pgbouncer
# Prints the binary's path. Needs root for its build dependencies (apt-get).
set -euo pipefail
prefix="${1:-$HOME/.cache/learnflix/pgbouncer}"
if [ -x "$prefix/bin/pgbouncer" ]; then echo "$prefix/bin/pgbouncer"; exit 0; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libevent-dev libssl-dev libc-ares-dev pkg-config make gcc >/dev/null
cat > "$work/src.sources" <<SOURCES
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
apt_opts=(-o APT::Sandbox::User=root -o "Dir::Etc::SourceList=$work/src.sources" -o Dir::Etc::SourceParts=/dev/null -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache")
mkdir -p "$work/lists/partial" "$work/cache"
apt-get "${apt_opts[@]}" update -qq >/dev/null
(cd "$work" && apt-get "${apt_opts[@]}" source --download-only pgbouncer >/dev/null 2>&1)
tar xzf "$work"/pgbouncer_*.orig.tar.gz -C "$work"
cd "$work"/pgbouncer-*/
./configure --prefix="$prefix" --without-systemd >/dev/null
make -j"$(nproc)" >/dev/null
make install >/dev/null
echo "$prefix/bin/pgbouncer"
