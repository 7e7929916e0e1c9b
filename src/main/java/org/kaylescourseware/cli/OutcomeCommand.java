package org.kaylescourseware.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import org.kaylescourseware.cli.options.CourseOption;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.impartial.InsufficientHeapException;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.impartial.WinningMove;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.misere.quotient.PretendingPeriod;
import org.kaylescourseware.partizan.PartizanKaylesAnalysis;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.games.GameReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code outcome GAME POSITION}: who wins a sum of heaps, and every winning move. */
@Command(name = "outcome", mixinStandardHelpOptions = true,
        description = {"Prints the outcome of a sum of heaps (P: the player to move loses; N: the player to"
                + " move wins) and every winning move: which heap, how many tokens go, the heaps left.",
                "Normal play uses the Sprague-Grundy theorem and shows the nim-sum arithmetic;"
                + " --misere searches the game tree of misere play, and for an octal game reads a position"
                + " larger than --max-total off the game's misere quotient (Plambeck-Siegel).",
                "partizan-kayles (Left places a square, Right a domino) answers with the outcome class"
                + " L, R, N or P and the winning first moves of whichever player has them."},
        footer = {"", "JSON (formatVersion " + OutcomeCommand.FORMAT_VERSION + "): one object, its fields in this order:",
                "  formatVersion  " + OutcomeCommand.FORMAT_VERSION,
                "  game           the game as given: a rule file's id, partizan-kayles,",
                "                 or the canonical code",
                "  play           normal or misere",
                "  position       the heap (strip) sizes, largest first",
                "  outcome        P or N; for partizan-kayles L, R, N or P",
                "  winningMoves   every winning move, each an object:",
                "    player         Left or Right in partizan-kayles, else null",
                "    heap           the size of the heap (strip) moved in",
                "    remove         how many tokens (cells) the move takes",
                "    cells          the cells covered, from 1, in partizan-kayles, else null",
                "    leaves         the heaps left of it, smallest first",
                "  heapValues     g(heap) of each heap, in normal play of an impartial",
                "                 game; else null",
                "  nimSum         their nim-sum; else null",
                "", "Examples:", "  outcome kayles 5+4+1", "  outcome 0.07 '10 7 3' --format json",
                "  outcome kayles 5+4+1 --misere", "  outcome kayles 250+90+3 --misere",
                "  outcome partizan-kayles 6+4+1 --misere --format json"})
public final class OutcomeCommand implements Callable<Integer> {

    /** The version of the JSON document; a change of its fields changes it. */
    static final int FORMAT_VERSION = 1;

    /** The largest heap a normal-play question may name: its Grundy value must be computed. */
    static final int MAX_HEAP = 10_000_000;

    /**
     * The largest heap a misère question may name: each of its options (about n for Kayles) is
     * checked against the quotient; a Kayles heap of 10^7 took 275 s, 10^6 takes seconds.
     */
    static final int MAX_MISERE_HEAP = 1_000_000;

    /**
     * The most elements a misère quotient (or one of its trials) may have when outcome reads a
     * position off it: an answer in seconds, not an open problem (the quotient command goes on).
     */
    static final int MAX_QUOTIENT_ORDER = 2000;

    /** The most heaps a misère quotient is computed to, looking for a certified period. */
    static final int MAX_QUOTIENT_HEAPS = MisereQuotientSolver.MAX_HEAP_BOUND;

    /**
     * The largest --max-total of the misère game-tree search. It memoizes up to p(0) + ... + p(60)
     * = 6,639,349 positions (p the partition numbers) for a game that splits heaps: about 850 MB;
     * measured, Kayles at 60 tokens took 46 s and 126 MB, 4.777 at 45 tokens 27 s. Octal games
     * past --max-total are read off their misère quotient instead.
     */
    static final int MAX_SEARCH_TOTAL = 60;

    /** The largest --max-total of partizan Kayles: its search keys positions of at most 61 cells. */
    static final int MAX_PARTIZAN_TOTAL = 61;

    enum Format { text, json }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    CourseOption course;

    @Parameters(index = "0", paramLabel = "GAME",
            description = "The id of a game of the course (a rule file content/games/ID.yaml: kayles, dawsons-kayles,"
                    + " treblecross, ...), partizan-kayles, an octal code such as 0.77 or 0.137, or nim.")
    String game;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "POSITION",
            description = "Heap sizes, such as 5+4+1 or 5 4 1 (the same position); 0 is the empty position.")
    List<String> position;

    @Option(names = "--misere", description = "Misere play: whoever makes the last move loses.")
    boolean misere;

    @Option(names = "--normal", description = "Normal play: whoever makes the last move wins (the default).")
    boolean normal;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); json is described below.")
    Format format;

    @Option(names = "--max-total", defaultValue = "40", paramLabel = "TOKENS",
            description = "With --misere, and for partizan-kayles: the largest total number of tokens the game-tree"
                    + " search accepts, 0 to " + MAX_SEARCH_TOTAL + " (default: ${DEFAULT-VALUE}; partizan-kayles 0 to "
                    + MAX_PARTIZAN_TOTAL + "). A larger misere position of an octal game is read off its misere"
                    + " quotient instead.")
    int maxTotal;

    @Override
    public Integer call() throws JsonProcessingException {
        if (misere && normal) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--misere and --normal exclude each other: choose one play convention");
        }
        boolean partizan = game.trim().equalsIgnoreCase(CourseOption.PARTIZAN_KAYLES);
        requireMaxTotalInRange(partizan ? MAX_PARTIZAN_TOTAL : MAX_SEARCH_TOTAL);
        if (partizan) {
            return partizan(parsePosition());
        }
        GameReference argument = course.game(game, spec);
        Position start = parsePosition();
        int largest = start.heaps().isEmpty() ? 0 : start.heaps().get(0);
        int largestAccepted = misere ? MAX_MISERE_HEAP : MAX_HEAP;
        if (largest > largestAccepted) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid POSITION '" + start
                    + "': heap " + largest + " is larger than " + largestAccepted + ", the largest heap this command"
                    + " analyses in " + (misere ? "misere" : "normal") + " play");
        }
        if (misere) {
            return misere(argument, start);
        }
        TooLargeForHeap.require("the position " + start + " of " + argument.rule().code() + " in normal play",
                OutcomeHeap.normalPlay(argument.rule(), start));
        PrintWriter err = spec.commandLine().getErr();
        GrundySequence sequence = GrundySequence.compute(argument.rule(), largest,
                largest >= 1 << 18 ? new Progress(err, "Grundy values of " + argument.rule().code(), largest) : n -> { });
        SumAnalysis analysis = SumAnalysis.of(sequence, start);
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.json) {
            out.println(json(argument, analysis));
        } else {
            OutcomeText.normalPlay(out, argument, sequence, analysis);
        }
        out.flush();
        return 0;
    }

    private void requireMaxTotalInRange(int largest) {
        if (maxTotal < 0 || maxTotal > largest) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for --max-total: " + maxTotal
                    + " (expected a number of tokens from 0 to " + largest + (largest == MAX_SEARCH_TOTAL
                    ? "; partizan-kayles takes up to " + MAX_PARTIZAN_TOTAL : "") + ")");
        }
    }

    private Position parsePosition() {
        String text = String.join(" ", position);
        try {
            return Position.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid POSITION: " + e.getMessage());
        }
    }

    private int misere(GameReference argument, Position start) throws JsonProcessingException {
        MisereAnalysis analysis;
        String how = "found by searching the game tree";
        try {
            ImpartialRule rule = argument.rule();
            if (start.totalSize() > maxTotal && rule.removalBound().isPresent()) {
                MisereQuotient quotient = quotientCovering(rule, start);
                TooLargeForHeap.require("reading the winning moves of " + start + " off the misere quotient",
                        OutcomeHeap.quotientMoves(rule, start));
                analysis = new MisereAnalysis(start, quotient.outcome(start), quotient.winningMoves(start));
                how = "read off the misere quotient of " + rule.code() + " (" + quotient.order() + " elements"
                        + quotient.period().filter(PretendingPeriod::certified).map(p -> "; the pretending"
                                + " function has period " + p.period() + " from heap " + p.preperiod()
                                + ", certified, so it covers every heap").orElse(", heaps up to " + quotient.heapBound())
                        + ")";
            } else {
                if (start.totalSize() <= maxTotal) {
                    TooLargeForHeap.require("the misere search of " + start + " (" + start.totalSize() + " tokens)",
                            OutcomeHeap.misereSearch(argument.rule(), start));
                }
                analysis = MisereSearch.analyze(argument.rule(), start, maxTotal);
            }
        } catch (MisereQuotientSolver.TooManyElements quotientTooLarge) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Position '" + start + "' for --misere:"
                    + " its " + start.totalSize() + " tokens are more than --max-total " + maxTotal + " lets the search"
                    + " take, and " + quotientTooLarge.getMessage().replace("; use a smaller heap bound", "")
                    + ". Raise --max-total to search it (the search grows quickly with the tokens).");
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid POSITION '" + start
                    + "' for --misere: " + e.getMessage() + " (raise --max-total to search larger positions)");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.json) {
            List<MoveJson> moves = analysis.winningMoves().stream().map(MoveJson::of).toList();
            out.println(new ObjectMapper().writeValueAsString(new OutcomeJson(FORMAT_VERSION, argument.id(), "misere",
                    start.heaps(), analysis.outcome().name(), moves, null, null)));
        } else {
            OutcomeText.misere(out, argument, analysis, how);
        }
        out.flush();
        return 0;
    }

    private int partizan(Position start) throws JsonProcessingException {
        PartizanKaylesAnalysis analysis;
        try {
            analysis = PartizanKaylesAnalysis.analyze(start, misere ? PlayConvention.MISERE : PlayConvention.NORMAL, maxTotal);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid POSITION '" + start
                    + "' for partizan-kayles: " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.json) {
            out.println(PartizanOutcome.json(analysis));
        } else {
            PartizanOutcome.text(out, analysis);
        }
        out.flush();
        return 0;
    }

    /**
     * The misère quotient of the rule, computed heap by heap until its pretending function's period
     * is certified (then it covers every heap) or up to the largest heap of the position.
     */
    private static MisereQuotient quotientCovering(ImpartialRule rule, Position position) {
        int largest = position.heaps().isEmpty() ? 0 : position.heaps().get(0);
        try {
            return MisereQuotientSolver.misereQuotientOfAllHeaps(rule, Math.min(largest, MAX_QUOTIENT_HEAPS), MAX_QUOTIENT_ORDER);
        } catch (InsufficientHeapException e) {
            throw new TooLargeForHeap("the misere quotient of " + rule.code() + " (" + e.what() + ")", e.heapNeeded(),
                    e.maxHeap());
        } catch (OutOfMemoryError e) {
            // How far a quotient grows depends on the game, not on a number known before; its own
            // caps keep it within OutcomeHeap.QUOTIENT_BYTES, and what it built is garbage now.
            throw new TooLargeForHeap("the misere quotient of " + rule.code(), OutcomeHeap.QUOTIENT_BYTES,
                    Runtime.getRuntime().maxMemory());
        }
    }

    /**
     * The JSON document, one shape for normal, misère and partizan answers (see the help's footer):
     * heapValues and nimSum are null but in normal play of an impartial game.
     */
    @JsonPropertyOrder({"formatVersion", "game", "play", "position", "outcome", "winningMoves", "heapValues", "nimSum"})
    record OutcomeJson(int formatVersion, String game, String play, List<Integer> position, String outcome,
            List<MoveJson> winningMoves, List<Integer> heapValues, Integer nimSum) {
    }

    /**
     * One move: from a heap (strip) of size {@code heap}, {@code remove} tokens (cells) go and
     * {@code leaves} stay (ascending); in partizan Kayles, {@code player} covers {@code cells}.
     */
    @JsonPropertyOrder({"player", "heap", "remove", "cells", "leaves"})
    record MoveJson(String player, int heap, int remove, List<Integer> cells, List<Integer> leaves) {
        static MoveJson of(HeapMove move) {
            return new MoveJson(null, move.heap(), move.remove(), null, ascending(move.leaves()));
        }

        static List<Integer> ascending(List<Integer> heaps) {
            List<Integer> leaves = new ArrayList<>(heaps);
            Collections.sort(leaves);
            return leaves;
        }
    }

    private static String json(GameReference argument, SumAnalysis analysis) throws JsonProcessingException {
        List<MoveJson> moves = analysis.winningMoves().stream().map(WinningMove::move).map(MoveJson::of).toList();
        return new ObjectMapper().writeValueAsString(new OutcomeJson(FORMAT_VERSION, argument.id(), "normal",
                analysis.position().heaps(), analysis.outcome().name(), moves, analysis.heapValues(),
                analysis.nimSum()));
    }
}
