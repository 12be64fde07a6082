package app.expertos.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
