"""``ccp-editor completion bash|zsh|fish`` and ``ccp-editor man``: shell completion and the manual page,
both written from the command's own parser, so every command and option appears and none goes stale.

Install: ``ccp-editor completion bash > ~/.local/share/bash-completion/completions/ccp-editor``;
``ccp-editor completion zsh > "${fpath[1]}/_ccp-editor"``; ``ccp-editor completion fish >
~/.config/fish/completions/ccp-editor.fish``; ``ccp-editor man -o ~/.local/share/man/man1/ccp-editor.1``.
"""

from __future__ import annotations

import argparse
import datetime
import sys
from collections.abc import Iterator

from .errors import CliError

PROG = "ccp-editor"


def walk(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser, str]]:
    """Every (command path, parser, one-line help) of the parser tree, depth first, in ``--help`` order."""
    yield path, parser, ""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help or "" for a in action._choices_actions}
            for name, sub in action.choices.items():
                for sub_path, sub_parser, sub_help in walk(sub, (*path, name)):
                    yield sub_path, sub_parser, sub_help or helps.get(name, "")


def options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """The parser's optional arguments (not its positionals or sub-commands)."""
    return [a for a in parser._actions if a.option_strings]


def subcommands(parser: argparse.ArgumentParser) -> list[str]:
    return [name for a in parser._actions if isinstance(a, argparse._SubParsersAction) for name in a.choices]


def _full_parser() -> argparse.ArgumentParser:
    from . import build_parser

    return build_parser()


# ----------------------------------------------------------------------------- completion


def bash_script(parser: argparse.ArgumentParser) -> str:
    """A bash completion function: sub-commands, then the options of the command typed so far, the
    choices of an option that has them, file names elsewhere."""
    words, subs, choices = [], [], []
    for path, sub, _help in walk(parser):
        key = " ".join(("@", *path))  # bash keys cannot be empty: @ is the command itself
        words.append(f"  [{_bash_quote(key)}]={_bash_quote(' '.join(s for a in options(sub) for s in a.option_strings))}")
        subs.append(f"  [{_bash_quote(key)}]={_bash_quote(' '.join(subcommands(sub)))}")
        for a in options(sub):
            if a.choices:
                for s in a.option_strings:
                    choices.append(f"  [{_bash_quote(f'{key}|{s}')}]={_bash_quote(' '.join(map(str, a.choices)))}")
    return "\n".join([
        f"# bash completion for {PROG} (written by: {PROG} completion bash)",
        "_ccp_editor() {",
        "  local cur prev key i w",
        "  local -A words=(", *words, "  )",
        "  local -A subs=(", *subs, "  )",
        "  local -A choices=(", *choices, "  )",
        '  cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"; key="@"',
        "  for ((i = 1; i < COMP_CWORD; i++)); do",
        '    w="${COMP_WORDS[i]}"',
        '    if [[ -n "${subs[$key $w]+x}" ]]; then key="$key $w"; fi',
        "  done",
        '  if [[ -n "${choices[$key|$prev]+x}" ]]; then',
        '    COMPREPLY=($(compgen -W "${choices[$key|$prev]}" -- "$cur")); return',
        "  fi",
        '  if [[ "$cur" == -* ]]; then',
        '    COMPREPLY=($(compgen -W "${words[$key]}" -- "$cur")); return',
        "  fi",
        '  if [[ -n "${subs[$key]}" ]]; then',
        '    COMPREPLY=($(compgen -W "${subs[$key]}" -- "$cur")); return',
        "  fi",
        '  COMPREPLY=($(compgen -f -- "$cur"))',
        "}",
        f"complete -o filenames -F _ccp_editor {PROG}",
        "",
    ])


def _bash_quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def zsh_script(parser: argparse.ArgumentParser) -> str:
    """zsh runs the bash function through its bashcompinit layer (the same words, one source)."""
    return "\n".join([
        f"#compdef {PROG}",
        f"# zsh completion for {PROG} (written by: {PROG} completion zsh)",
        "autoload -U +X bashcompinit && bashcompinit",
        bash_script(parser),
    ])


def fish_script(parser: argparse.ArgumentParser) -> str:
    lines = [f"# fish completion for {PROG} (written by: {PROG} completion fish)", f"complete -c {PROG} -f"]
    for path, sub, _help in walk(parser):
        if path:
            cond = " ; and ".join(f"__fish_seen_subcommand_from {p}" for p in path)
        else:
            cond = "__fish_use_subcommand"
        subs = dict(_sub_helps(sub))
        for name, text in subs.items():
            if path:
                lines.append(f"complete -c {PROG} -n {_fish_quote(cond)} -a {_fish_quote(name)} -d {_fish_quote(text)}")
            else:
                lines.append(f"complete -c {PROG} -n __fish_use_subcommand -a {_fish_quote(name)} -d {_fish_quote(text)}")
        for a in options(sub):
            parts = [f"complete -c {PROG}"]
            if path:
                parts.append(f"-n {_fish_quote(cond)}")
            for s in a.option_strings:
                parts.append(f"-l {s[2:]}" if s.startswith("--") else f"-s {s[1:]}")
            if a.choices:
                parts.append(f"-xa {_fish_quote(' '.join(map(str, a.choices)))}")
            elif a.nargs != 0:
                parts.append("-rF")
            if a.help and a.help != argparse.SUPPRESS:
                parts.append(f"-d {_fish_quote(_first_line(a.help))}")
            lines.append(" ".join(parts))
        if path and not subs:
            lines.append(f"complete -c {PROG} -n {_fish_quote(cond)} -F")
    return "\n".join(lines) + "\n"


def _sub_helps(parser: argparse.ArgumentParser) -> Iterator[tuple[str, str]]:
    for a in parser._actions:
        if isinstance(a, argparse._SubParsersAction):
            helps = {c.dest: c.help or "" for c in a._choices_actions}
            for name in a.choices:
                yield name, _first_line(helps.get(name, ""))


def _fish_quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _first_line(text: str) -> str:
    return " ".join(str(text).split())[:120]


# ----------------------------------------------------------------------------- man page


def man_page(parser: argparse.ArgumentParser, version: str) -> str:
    """The manual page (roff, section 1): synopsis, every command with its usage and every option."""
    today = datetime.date.today().isoformat()
    out = [
        f'.TH CCP-EDITOR 1 "{today}" "{PROG} {version}" "User Commands"',
        ".SH NAME",
        f"{PROG} \\- {_roff(parser.description or '')}",
        ".SH SYNOPSIS",
        f".B {PROG}",
        "[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]",
        ".SH DESCRIPTION",
        f"Without a command, {PROG} starts the desktop app. Every command reading a file takes \\fB-\\fR for standard "
        "input and every command writing one \\fB-\\fR for standard output; an output file's folder must exist "
        "(\\fB\\-\\-parents\\fR creates it). A command that reports something prints it as JSON with \\fB\\-\\-json\\fR.",
        ".SH COMMANDS",
    ]
    for path, sub, text in walk(parser):
        if not path:
            out.insert(out.index(".SH COMMANDS"), ".SH OPTIONS")
            for a in options(sub):
                names = ", ".join(f"\\fB{_roff(s)}\\fR" for s in a.option_strings)
                out.insert(out.index(".SH COMMANDS"), f".TP\n{names}\n{_roff(' '.join(str(a.help or '').split()))}")
            continue
        out.append(f'.SS "{PROG} {" ".join(path)}"')
        if text:
            out.append(_roff(_first_line(text)))
        usage = " ".join(sub.format_usage().split())
        out += [".PP", f".B {_roff(usage.removeprefix('usage: '))}"]
        if sub.description:
            out += [".PP", _roff(" ".join(sub.description.split()))]
        for a in sub._actions:
            if isinstance(a, argparse._SubParsersAction) or a.help == argparse.SUPPRESS:
                continue
            if a.option_strings:
                names = ", ".join(f"\\fB{_roff(s)}\\fR" for s in a.option_strings)
                if a.nargs != 0:
                    names += f" \\fI{_roff(str(a.metavar or (('{' + ','.join(map(str, a.choices)) + '}') if a.choices else a.dest.upper())))}\\fR"
            else:
                names = f"\\fI{_roff(str(a.metavar or a.dest))}\\fR"
            out += [".TP", names, _roff(" ".join(str(a.help or "").split()))]
    out += [
        ".SH EXIT STATUS",
        ".TP", "0", "success",
        ".TP", "1", "problems found (a document that fails its checks, a file that cannot be written)",
        ".TP", "2", "usage error (an unknown option, map, hex or id; a missing input file or output folder)",
        ".SH FILES",
        "A game box is a folder holding \\fIdataset.yaml\\fR, its documents as YAML and their JSON Schemas in "
        "\\fIschemas/\\fR. A map or scenario named by id is looked up in the \\fB--data\\fR box, else the box "
        "holding the current folder, else the demo box shipped with the app.",
        ".SH SEE ALSO",
        f"\\fB{_roff(PROG)} completion\\fR bash|zsh|fish, \\fB{_roff(PROG)} \\fR\\fICOMMAND\\fR \\fB\\-\\-help\\fR",
        "",
    ]
    return "\n".join(out)


def _roff(text: str) -> str:
    text = text.replace("\\", "\\\\").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


# ----------------------------------------------------------------------------- commands


def _cmd_completion(args: argparse.Namespace) -> int:
    writers = {"bash": bash_script, "zsh": zsh_script, "fish": fish_script}
    sys.stdout.write(writers[args.shell](_full_parser()))
    return 0


def _cmd_man(args: argparse.Namespace) -> int:
    from .. import __version__
    from .streams import output_file

    text = man_page(_full_parser(), __version__)
    if args.output in (None, "-"):
        sys.stdout.write(text)
        return 0
    with output_file(args.output, ".1", args.parents) as target:
        try:
            target.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise CliError(f"cannot write {args.output}: {exc.strerror or exc}") from None
    print(args.output, file=sys.stderr)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("completion", help="print the shell completion script for bash, zsh or fish",
                       description="bash: ccp-editor completion bash > ~/.local/share/bash-completion/completions/ccp-editor;"
                       " zsh: ccp-editor completion zsh > \"${fpath[1]}/_ccp-editor\";"
                       " fish: ccp-editor completion fish > ~/.config/fish/completions/ccp-editor.fish")
    p.add_argument("shell", choices=("bash", "zsh", "fish"), help="the shell")
    p.set_defaults(func=_cmd_completion)

    m = sub.add_parser("man", help="print the manual page (roff), or write it with -o ccp-editor.1",
                       description="View it with: ccp-editor man | man -l -")
    m.add_argument("-o", "--output", metavar="FILE", help="write the page to FILE (default: standard output)")
    m.add_argument("--parents", action="store_true", help="create FILE's missing folders")
    m.set_defaults(func=_cmd_man)
