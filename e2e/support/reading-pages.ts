/**
 * Page objects for readings: the Connect dialog, the seeker's calling screen, the Seer's
 * incoming-reading dialog, the meter in the room and the receipt.
 */
import type { Locator, Page } from "@playwright/test";

export class ConnectDialogPage {
  readonly dialog: Locator;
  readonly connect: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: /^Connect with/ });
    this.connect = this.dialog.getByRole("button", { name: "Connect", exact: true });
  }

  maximum(minutes: number): Locator {
    return this.dialog.getByRole("radio", { name: new RegExp(`^${minutes} minutes`) });
  }
}

export class ReadingCallPage {
  readonly calling: Locator;
  readonly timer: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.calling = page.getByRole("heading", { name: /^Calling .+…$/ });
    this.timer = page.getByRole("timer", { name: "Time left to answer" });
    this.cancel = page.getByRole("button", { name: "Cancel" });
  }
}

export class IncomingReadingDialog {
  readonly dialog: Locator;
  readonly accept: Locator;
  readonly decline: Locator;
  readonly sound: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Incoming reading" });
    this.accept = this.dialog.getByRole("button", { name: "Accept" });
    this.decline = this.dialog.getByRole("button", { name: "Decline" });
    this.sound = this.dialog.getByRole("button", { name: "Ring sound" });
  }
}

export class ReadingRoomPage {
  readonly meter: Locator;
  readonly elapsed: Locator;
  readonly end: Locator;
  readonly join: Locator;
  readonly receipt: Locator;

  constructor(readonly page: Page) {
    this.meter = page.getByRole("region", { name: "Reading meter" });
    this.elapsed = this.meter.getByRole("timer");
    this.end = this.meter.getByRole("button", { name: "End reading" });
    this.join = page.getByRole("button", { name: "Join the session" });
    this.receipt = page.getByRole("region", { name: /^Your reading with .+ has ended$/ });
  }
}
