package org.kaylescourseware.site.directive.impartial;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.play.PlayTable;
import org.kaylescourseware.site.play.PlayTableJson;

/**
 * {@code play-board game=dawsons-kayles rows="6 4" level=perfect first=reader}: the interactive board
 * of {@code templates/assets/js/board.js}. The game's table (its values to compute-to and the
 * certified period) is embedded in the page as JSON, which works from file://, and the same bytes
 * are published as {@code <id>.json} next to the page.
 */
public final class PlayBoardDirective implements Directive {

    static final List<String> LEVELS = List.of("random", "weak", "perfect");
    static final List<String> FIRST = List.of("reader", "computer");

    private static final Parameter<String> ROWS = Parameter.of("rows", "the starting rows, quoted, e.g. \"6 4\"",
            "1 to 8 row lengths from 1 to 99", (text, solver) -> {
                if (!text.strip().matches("[1-9]\\d?( [1-9]\\d?){0,7}")) {
                    throw new IllegalArgumentException("'" + text.strip() + "' is not a list of 1 to 8 row lengths separated"
                            + " by spaces, e.g. \"6 4\"");
                }
                return text.strip();
            });
    private static final Parameter<String> LEVEL = Parameter.choice("level", "the computer's play", LEVELS)
            .orElse("perfect");
    private static final Parameter<String> FIRST_MOVER = Parameter.choice("first", "who moves first", FIRST)
            .orElse("reader");
    private static final Parameter<Optional<String>> ID = Parameter.text("id",
            "the table's id in the page and its file name (when not given: <game>-table)").optional();

    /**
     * What the partial shows: the container's data attributes, the table's JSON and its file, and the starting rows in
     * words ("6, 5 and 2") for what paper shows instead of the board.
     */
    record PlayBoard(String id, String game, String rule, String rows, String level, String first, String json,
            String file, boolean periodic, int tableTo, String rowsInWords) {
    }

    @Override
    public String kind() {
        return "play-board";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME,
                ROWS, LEVEL, FIRST_MOVER, ID);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        ImpartialRule octal = game.rule();
        if (!octal.playsOnARow()) {
            throw arguments.fail(Parameter.GAME, game.id() + " (" + game.rule().code() + ") cannot be played on a row of"
                    + " tokens: the board needs an octal game whose first digit is 0");
        }
        String level = arguments.get(LEVEL);
        String first = arguments.get(FIRST_MOVER);
        String id = arguments.get(ID).orElse(game.id() + "-table");
        String rows = arguments.get(ROWS);
        GrundySequence sequence = solver.sequence(game);
        Optional<Periodicity> periodicity = sequence.periodicity();
        PlayTable table = new PlayTable(game.id(), game.name(), octal.code(), digits(octal), sequence.values(),
                periodicity.map(Periodicity::period).orElse(null), periodicity.map(Periodicity::preperiod).orElse(null));
        String json = PlayTableJson.write(table);
        String file = id + ".json";
        solver.attach(arguments.location(), file, json + "\n");
        return new PlayBoard(id, game.name(), octal.code(), rows, level, first, json, file, periodicity.isPresent(),
                sequence.to(), inWords(rows));
    }

    /** "6 5 2" as "6, 5 and 2". */
    static String inWords(String rows) {
        List<String> each = List.of(rows.strip().split("\\s+"));
        return each.size() == 1 ? each.get(0)
                : String.join(", ", each.subList(0, each.size() - 1)) + " and " + each.get(each.size() - 1);
    }

    /** d0, d1, ..., dt of a rule with a removal bound: what the board plays by. */
    private static int[] digits(ImpartialRule rule) {
        int[] digits = new int[rule.removalBound().orElseThrow() + 1];
        for (int k = 0; k < digits.length; k++) {
            digits[k] = rule.digit(k);
        }
        return digits;
    }
}
